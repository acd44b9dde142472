import { configure } from "@testing-library/dom";
import { installConsoleGuard } from "./console-guard";

// Runs before every test file. Tests see the embedded defaults, never a developer's .env.
process.env.NEXTAUTH_SECRET ??= "test-only-secret-0123456789abcdef0123456789";
// The integration tests stand behind one simulated proxy: each request's X-Forwarded-For is the
// address it comes from. tests/unit/client-address.test.ts covers the default (no proxy).
process.env.TRUSTED_PROXY_HOPS ??= "1";
// Request log lines would drown the test output; a test that reads the log sets its own level.
process.env.LOG_LEVEL ??= "silent";

// An unexpected console.error or console.warn fails the test (tests/helpers/console-guard.ts).
installConsoleGuard();

// findBy… and waitFor wait up to 5 s, not Testing Library's 1 s: with a worker per core on a
// 2-core machine, typing a search, its pause and the answer's render took longer than 1 s under
// load (a false failure in feedback-dashboard). A passing wait returns as soon as it holds.
configure({ asyncUtilTimeout: 5_000 });

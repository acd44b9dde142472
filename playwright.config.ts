import { defineConfig } from "@playwright/test";

// E2E runs against the standalone server (build first: `npm run build`) on fresh embedded databases
// with the demo org. Debian's Chromium: `npx playwright install` cannot download browsers here.
const PORT = Number(process.env.E2E_PORT ?? 3100);
// E2E_BASE_URL points the suite at a server that is already running (a dev server, say); its
// database needs the specs' fixtures first (stop the server, then run
// `DATABASE_URL=pglite:<its dir> npx tsx --conditions=react-server tests/e2e/fixtures/seed-e2e.ts` once).
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`;
// A second server with a database of its own, for the specs that change or read the whole org:
// generating passwords (once only) replaces every demo manager's password, and the data export
// counts every assessment. On their own database they neither break nor depend on the other specs,
// so no project waits for another and a failure in one does not skip the rest.
const ISOLATED_PORT = Number(process.env.E2E_ISOLATED_PORT ?? PORT + 1);
const isolatedURL = process.env.E2E_ISOLATED_BASE_URL ?? `http://127.0.0.1:${ISOLATED_PORT}`;
// A third server for review-cycles.spec.ts: it closes the demo's active cycle and launches its own,
// which would stop every other spec's saves and change the data export's counts.
const CYCLES_PORT = Number(process.env.E2E_CYCLES_PORT ?? PORT + 2);
const cyclesURL = process.env.E2E_CYCLES_BASE_URL ?? `http://127.0.0.1:${CYCLES_PORT}`;
// A fourth server for completion.spec.ts: its fixtures replace the demo's running cycle with one
// whose participants the completion dashboard counts (the other servers keep theirs).
const COMPLETION_PORT = Number(process.env.E2E_COMPLETION_PORT ?? PORT + 3);
const completionURL = process.env.E2E_COMPLETION_BASE_URL ?? `http://127.0.0.1:${COMPLETION_PORT}`;
// The single sign-on spec (issue 35): an app server configured for OpenID Connect against a real
// provider (tests/oidc-provider/server.mjs, the `oidc-provider` package) on the next port.
const SSO_PORT = Number(process.env.E2E_SSO_PORT ?? PORT + 4);
const ssoURL = process.env.E2E_SSO_BASE_URL ?? `http://127.0.0.1:${SSO_PORT}`;
const OIDC_PROVIDER_PORT = Number(process.env.E2E_OIDC_PROVIDER_PORT ?? PORT + 5);
const SSO_CLIENT = { id: "yardstick-e2e", secret: "yardstick-e2e-client-secret" };
// A server for nudges.spec.ts (issue 33): it sends email, to an SMTP sink of its own
// (tests/e2e/smtp-sink-server.ts) whose HTTP side lists what arrived; its cycle replaces the demo's.
const NUDGES_PORT = Number(process.env.E2E_NUDGES_PORT ?? PORT + 6);
const nudgesURL = process.env.E2E_NUDGES_BASE_URL ?? `http://127.0.0.1:${NUDGES_PORT}`;
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 7);
const SMTP_HTTP_PORT = Number(process.env.E2E_SMTP_HTTP_PORT ?? PORT + 8);
// Read by nudges.spec.ts (set here so that the spec and the sink agree on the port).
process.env.E2E_SMTP_SINK_URL ??= `http://127.0.0.1:${SMTP_HTTP_PORT}/messages`;
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 45_000,
  expect: { timeout: 10_000 },
  retries: 0,
  workers: 1,
  reporter: [["list"]],
  use: {
    baseURL,
    browserName: "chromium",
    headless: true,
    acceptDownloads: true,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--headless",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    {
      name: "main",
      testIgnore: /(passwords|data-export|phone|review-cycles|completion|sso|nudges)\.spec\.ts/,
    },
    // The main flows at a phone's width (WCAG 1.4.10 reflow; 360 px is a small current phone).
    {
      name: "phone",
      testMatch: /phone\.spec\.ts/,
      use: { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true },
    },
    // On the isolated server (see ISOLATED_PORT); neither changes what the other reads.
    { name: "data-export", testMatch: /data-export\.spec\.ts/, use: { baseURL: isolatedURL } },
    { name: "passwords", testMatch: /passwords\.spec\.ts/, use: { baseURL: isolatedURL } },
    { name: "review-cycles", testMatch: /review-cycles\.spec\.ts/, use: { baseURL: cyclesURL } },
    { name: "completion", testMatch: /completion\.spec\.ts/, use: { baseURL: completionURL } },
    { name: "sso", testMatch: /sso\.spec\.ts/, use: { baseURL: ssoURL } },
    { name: "nudges", testMatch: /nudges\.spec\.ts/, use: { baseURL: nudgesURL } },
  ],
  webServer: [
    ...(process.env.E2E_BASE_URL
      ? []
      : [server(PORT, "e2e", { fixtures: "tests/e2e/fixtures/seed-e2e.ts" })]),
    ...(process.env.E2E_ISOLATED_BASE_URL
      ? []
      : [server(ISOLATED_PORT, "e2e-isolated", { fixtures: "tests/e2e/fixtures/seed-e2e-isolated.ts" })]),
    ...(process.env.E2E_CYCLES_BASE_URL
      ? []
      : [server(CYCLES_PORT, "e2e-cycles", { fixtures: "tests/e2e/fixtures/seed-e2e-cycles.ts" })]),
    ...(process.env.E2E_COMPLETION_BASE_URL
      ? []
      : [
          server(COMPLETION_PORT, "e2e-completion", {
            fixtures: "tests/e2e/fixtures/seed-e2e-completion.ts",
          }),
        ]),
    // E2E_NUDGES_BASE_URL: a server already running that sends to E2E_SMTP_SINK_URL's sink; neither starts.
    ...(process.env.E2E_NUDGES_BASE_URL
      ? []
      : [
          {
            command: "node_modules/.bin/tsx tests/e2e/smtp-sink-server.ts",
            url: process.env.E2E_SMTP_SINK_URL,
            timeout: 30_000,
            reuseExistingServer: false,
            stdout: "pipe" as const,
            env: { E2E_SMTP_PORT: String(SMTP_PORT), E2E_SMTP_HTTP_PORT: String(SMTP_HTTP_PORT) },
          },
          server(NUDGES_PORT, "e2e-nudges", {
            fixtures: "tests/e2e/fixtures/seed-e2e-nudges.ts",
            env: { SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`, MAIL_RATE_PER_MINUTE: "600" },
          }),
        ]),
    // E2E_SSO_BASE_URL: an SSO-configured app already running (with its provider); neither starts.
    ...(process.env.E2E_SSO_BASE_URL
      ? []
      : [
          {
            command: "node tests/oidc-provider/server.mjs",
            url: `http://127.0.0.1:${OIDC_PROVIDER_PORT}/.well-known/openid-configuration`,
            timeout: 30_000,
            reuseExistingServer: false,
            stdout: "pipe" as const,
            env: {
              OIDC_PROVIDER_PORT: String(OIDC_PROVIDER_PORT),
              OIDC_REDIRECT_URI: `${ssoURL}/api/auth/callback/oidc`,
              OIDC_CLIENT_ID: SSO_CLIENT.id,
              OIDC_CLIENT_SECRET: SSO_CLIENT.secret,
            },
          },
          server(SSO_PORT, "e2e-sso", {
            env: {
              OIDC_ISSUER: `http://127.0.0.1:${OIDC_PROVIDER_PORT}`,
              OIDC_CLIENT_ID: SSO_CLIENT.id,
              OIDC_CLIENT_SECRET: SSO_CLIENT.secret,
              OIDC_NAME: "Acme ID",
              OIDC_ID_CLAIM: "hris_id",
              SUPPORT_EMAIL: "it-help@acme.example",
            },
          }),
        ]),
  ],
});

/**
 * The standalone server on `port` with a fresh demo database in .data/<dir>; with `fixtures` (a
 * seed script), the specs' own people and their state are written into it (tests/e2e/fixtures, ADR 0058) after the
 * migrations and the demo seed and before the server opens it (the embedded database is one
 * process's at a time).
 */
function server(
  port: number,
  dir: string,
  { fixtures, env = {} }: { fixtures?: string; env?: Record<string, string> } = {},
) {
  const seed = fixtures
    ? `node_modules/.bin/tsx --conditions=react-server scripts/prepare-database.ts --production && node_modules/.bin/tsx --conditions=react-server ${fixtures} && `
    : "";
  return {
    command: `rm -rf .data/${dir} && ${seed}npm run serve`,
    url: `http://127.0.0.1:${port}/login`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe" as const,
    env: {
      PORT: String(port),
      DATABASE_URL: `pglite:./.data/${dir}`,
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
      SEED_EMPLOYEES: "300",
      ...env,
    },
  };
}

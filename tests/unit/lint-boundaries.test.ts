import { execFile } from "node:child_process";
import { promisify } from "node:util";

// Issue 30, outcome 7: the project's ESLint config (eslint.config.mjs, loaded as `npm run lint`
// loads it) refuses a lib/server file without "server-only", an import of Next's build output and
// an import between two components/<feature> folders (ADR 0071, ADR 0074).
const run = promisify(execFile);

const PROBES: Record<string, { file: string; code: string }> = {
  serverWithout: { file: "lib/server/probe.ts", code: "export const probe = 1;\n" },
  serverWith: { file: "lib/server/probe.ts", code: 'import "server-only";\nexport const probe = 1;\n' },
  serverScript: { file: "lib/server/probe.mjs", code: "export const probe = 1;\n" },
  nextInternals: {
    file: "app/probe.ts",
    code: 'import compression from "next/dist/compiled/compression";\nexport const probe = compression;\n',
  },
  nextInternalsLoaded: {
    file: "tests/probe.test.ts",
    code: 'export const probe = () => jest.requireActual("next/dist/compiled/@edge-runtime/cookies");\n',
  },
  crossFeature: {
    file: "components/team/probe.tsx",
    code: 'import { FeedbackNavButton } from "@/components/feedback/feedback-nav-button";\nexport const Probe = FeedbackNavButton;\n',
  },
  sharedFolder: {
    file: "components/team/probe.tsx",
    code: 'import { Button } from "@/components/ui/button";\nexport const Probe = Button;\n',
  },
};

const SCRIPT = `
import { ESLint } from "eslint";
const probes = JSON.parse(process.argv[1]);
const eslint = new ESLint();
const out = {};
for (const [name, { file, code }] of Object.entries(probes)) {
  const [result] = await eslint.lintText(code, { filePath: file });
  out[name] = result.messages.map((m) => m.ruleId).filter((id) => id?.startsWith("yardstick/"));
}
console.log(JSON.stringify(out));
`;

it("refuses a lib/server file without server-only, next/dist imports and cross-feature imports", async () => {
  const { stdout } = await run(
    process.execPath,
    ["--input-type=module", "-e", SCRIPT, JSON.stringify(PROBES)],
    { cwd: process.cwd(), env: { ...process.env, NODE_OPTIONS: "" } },
  );
  expect(JSON.parse(stdout)).toEqual({
    serverWithout: ["yardstick/server-only-import"],
    serverWith: [],
    serverScript: [],
    nextInternals: ["yardstick/no-next-internals"],
    nextInternalsLoaded: ["yardstick/no-next-internals"],
    crossFeature: ["yardstick/feature-boundaries"],
    sharedFolder: [],
  });
}, 120_000);

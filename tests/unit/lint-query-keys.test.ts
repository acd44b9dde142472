import { execFile } from "node:child_process";
import { promisify } from "node:util";

// Issue 30, outcome 7: a write invalidates or reads the cache with the key its feature's
// queryOptions define (*-queries.ts); the project's ESLint config refuses a retyped array literal.
const run = promisify(execFile);

const call = (file: string, code: string) => ({ file, code: `${code}\n` });
const PROBES: Record<string, { file: string; code: string }> = {
  invalidateLiteral: call(
    "components/team/probe.ts",
    'import type { QueryClient } from "@tanstack/react-query";\nexport const probe = (c: QueryClient) => c.invalidateQueries({ queryKey: ["evaluation-status"] });',
  ),
  setDataLiteral: call(
    "components/team/probe.ts",
    'import type { QueryClient } from "@tanstack/react-query";\nexport const probe = (c: QueryClient) => c.setQueryData(["employee", 3], null);',
  ),
  getDataLiteral: call(
    "lib/client/probe.ts",
    'import type { QueryClient } from "@tanstack/react-query";\nexport const probe = (c: QueryClient) => c.getQueryData(["employee", 3]);',
  ),
  cancelLiteral: call(
    "tests/unit/probe.test.ts",
    'import type { QueryClient } from "@tanstack/react-query";\nexport const probe = (c: QueryClient) => c.cancelQueries({ queryKey: ["feedback"] });',
  ),
  fromQueryOptions: call(
    "components/team/probe.ts",
    'import type { QueryClient } from "@tanstack/react-query";\nimport { employeeQuery } from "@/components/team/team-queries";\nexport const probe = (c: QueryClient) => c.invalidateQueries({ queryKey: employeeQuery(3).queryKey });',
  ),
  inDefinitionFile: call(
    "components/team/probe-queries.ts",
    'import type { QueryClient } from "@tanstack/react-query";\nexport const probe = (c: QueryClient) => c.invalidateQueries({ queryKey: ["evaluation-status"] });',
  ),
};

const SCRIPT = `
import { ESLint } from "eslint";
const probes = JSON.parse(process.argv[1]);
const eslint = new ESLint();
const out = {};
for (const [name, { file, code }] of Object.entries(probes)) {
  const [result] = await eslint.lintText(code, { filePath: file });
  out[name] = result.messages.map((m) => m.ruleId).filter((id) => id === "yardstick/query-key-literals");
}
console.log(JSON.stringify(out));
`;

it("refuses an array literal as a cache key outside a queryOptions definition file", async () => {
  const { stdout } = await run(
    process.execPath,
    ["--input-type=module", "-e", SCRIPT, JSON.stringify(PROBES)],
    { cwd: process.cwd(), env: { ...process.env, NODE_OPTIONS: "" } },
  );
  const refused = ["yardstick/query-key-literals"];
  expect(JSON.parse(stdout)).toEqual({
    invalidateLiteral: refused,
    setDataLiteral: refused,
    getDataLiteral: refused,
    cancelLiteral: refused,
    fromQueryOptions: [],
    inDefinitionFile: [],
  });
}, 120_000);

import fs from "node:fs";
import { REGISTERED_KINDS } from "@/generated/assessment-kinds.server";
import { ASSESSMENT_KIND_INFOS } from "@/lib/shared/assessment-kinds";
import { KIND_REGISTRY, SERVER_KIND_LIST, serverKindListModule } from "@/scripts/kind-registry";

// One hand-written registry of assessment kinds (lib/shared/assessment-kinds.ts); the server's list
// is derived from it by `npm run generate` (ADR 0092), so a new kind is added in one place.
const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null);
const registry = read(KIND_REGISTRY)!;

it("lists the server half of every registered kind, in the registry's order (npm run generate)", () => {
  expect(read(SERVER_KIND_LIST)).toBe(serverKindListModule(registry, read));
  expect(REGISTERED_KINDS.map((k) => k.name)).toEqual(ASSESSMENT_KIND_INFOS.map((k) => k.name));
});

/** The registry with one more kind, `recognitionKindInfo` from lib/shared/recognition/recognition-kind. */
function withNewKind(at: "end" | "start") {
  const imported = registry.replace(
    /^(import \{ behavioralKindInfo \}.*)$/m,
    `$1\nimport { recognitionKindInfo } from "@/lib/shared/recognition/recognition-kind";`,
  );
  return at === "end"
    ? imported.replace(/(ASSESSMENT_KIND_INFOS[^=]*= \[[^\]]*)(\];)/, "$1  recognitionKindInfo,\n$2")
    : imported.replace(/(ASSESSMENT_KIND_INFOS[^=]*= \[\n)/, "$1  recognitionKindInfo,\n");
}

const withServerHalf = (file: string) =>
  file === "lib/server/recognition/recognition-kind.ts"
    ? `export const recognitionKind = { ...recognitionKindInfo } satisfies AssessmentKind;`
    : read(file);

it("takes a kind added to the registry, with its server half beside its client-safe one, in its place", () => {
  const end = serverKindListModule(withNewKind("end"), withServerHalf);
  expect(end).toContain(`import { recognitionKind } from "@/lib/server/recognition/recognition-kind";`);
  expect(end).toMatch(/\[behavioralKind, valuesKind, [\w, ]+, recognitionKind\];/);
  expect(serverKindListModule(withNewKind("start"), withServerHalf)).toContain(
    "[recognitionKind, behavioralKind, valuesKind,",
  );
});

it("refuses a registered kind without a server half, naming the file and export to add", () => {
  expect(() => serverKindListModule(withNewKind("end"), read)).toThrow(
    "recognitionKindInfo (lib/shared/assessment-kinds.ts) has no server half: add `export const recognitionKind` to lib/server/recognition/recognition-kind.ts",
  );
  const misnamed = (file: string) =>
    file === "lib/server/recognition/recognition-kind.ts" ? "export const recognition = {};" : read(file);
  expect(() => serverKindListModule(withNewKind("end"), misnamed)).toThrow(/has no server half/);
});

it("refuses a listed kind that is not imported from a feature's folder", () => {
  const unimported = registry.replace(
    /(ASSESSMENT_KIND_INFOS[^=]*= \[[^\]]*)(\];)/,
    "$1  strayKindInfo,\n$2",
  );
  expect(() => serverKindListModule(unimported, read)).toThrow(
    'strayKindInfo is not imported from "@/lib/shared/<folder>/<file>"',
  );
});

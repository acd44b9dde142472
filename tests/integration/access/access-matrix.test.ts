import fs from "node:fs";
import path from "node:path";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { callRoute } from "@/tests/helpers/http";
import type { Caller, MatrixWorld } from "./matrix-types";
import { API_DIR, buildMatrixWorld, matrixCookies, matrixRows } from "./matrix-world";

// Every route.ts under app/api must declare an access rule on each exported method and have a
// row here (from a *.matrix.ts file) with guest / manager-inside / manager-outside / HR answers.

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const RULES = ["public", "signed-in", "manager", "hr", "hr-recent"];

function routeFiles(dir = API_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return routeFiles(full);
    return d.name === "route.ts" ? [path.relative(API_DIR, dir)] : [];
  });
}

type Module = Partial<
  Record<(typeof METHODS)[number], ((...args: never[]) => Promise<Response>) & { access?: string }>
>;
const loadRoute = (route: string) => require(path.join(API_DIR, route, "route.ts")) as Module;

const t = useTestDatabase();
const rows = matrixRows();
const files = routeFiles();

describe("every API route declares its access rule and has a matrix row", () => {
  it.each(files)("app/api/%s/route.ts", (route) => {
    const mod = loadRoute(route);
    const exported = METHODS.filter((m) => typeof mod[m] === "function");
    expect(exported.length).toBeGreaterThan(0);
    for (const method of exported) {
      expect({ method, access: mod[method]!.access }).toEqual({
        method,
        access: expect.stringMatching(new RegExp(`^(${RULES.join("|")})$`)),
      });
      expect(
        rows.some((r) => r.route === route && r.method === method)
          ? `${method} ${route}`
          : `no matrix row for ${method} ${route}`,
      ).toBe(`${method} ${route}`);
    }
  });
});

describe("access matrix", () => {
  let world: MatrixWorld;
  const cookies: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    world = await buildMatrixWorld(t.prisma);
  });

  // Fresh cookies for every case, at the accounts' current session versions: some rows (logout,
  // password changes) end the caller's sessions on the server.
  beforeEach(async () => {
    if (!world) return;
    Object.assign(cookies, await matrixCookies(world));
  });

  const cases = rows.flatMap((row) =>
    (["guest", "managerInside", "managerOutside", "hr", "employee"] as Caller[])
      .filter((caller) => row.expect[caller] !== undefined)
      .map((caller) => [`${row.method} ${row.route} as ${caller}`, row, caller] as const),
  );

  it.each(cases)("%s", async (_name, row, caller) => {
    const target =
      caller === "managerOutside" ? world.outside : caller === "employee" ? world.employee : world.inside;
    const { path: urlPath, ...options } = await row.request(world, target);
    const handler = loadRoute(row.route)[row.method]!;
    const res = await callRoute(handler as never, urlPath, {
      method: row.method,
      ...options,
      cookie: cookies[caller],
    });
    const expected = row.expect[caller]!;
    const allowed = Array.isArray(expected) ? expected : [expected];
    expect(allowed).toContain(res.status);
    if (res.status >= 400 && res.headers.get("content-type")?.includes("json")) {
      expect(typeof res.json.message === "string" || typeof res.json.error === "string").toBe(true);
    }
  });
});

import fs from "node:fs";
import path from "node:path";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createAccount, createEmployee, createHrUser } from "@/tests/helpers/factories";
import { callRoute, hrCookie, managerCookie } from "@/tests/helpers/http";
import type { Caller, MatrixRow, MatrixWorld } from "./matrix-types";

// Every route.ts under app/api must declare an access rule on each exported method and have a
// row here (from a *.matrix.ts file) with guest / manager-inside / manager-outside / HR answers.

const API_DIR = path.join(process.cwd(), "app/api");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const RULES = ["public", "signed-in", "manager", "hr", "hr-recent"];

function routeFiles(dir = API_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return routeFiles(full);
    return d.name === "route.ts" ? [path.relative(API_DIR, dir)] : [];
  });
}

function matrixRows(): MatrixRow[] {
  const dir = __dirname;
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".matrix.ts"))
    .flatMap((f) => (require(path.join(dir, f)) as { rows: MatrixRow[] }).rows);
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
    const db = t.prisma;
    const manager = await createEmployee(db, { name: "Matrix Manager" });
    const inside = await createEmployee(db, { name: "Inside Ivy", mgrId: manager.hrisId });
    await createEmployee(db, { name: "Deep Dana", mgrId: inside.hrisId });
    const otherManager = await createEmployee(db, { name: "Other Otto" });
    const outside = await createEmployee(db, { name: "Outside Omar", mgrId: otherManager.hrisId });
    await createAccount(db, manager);
    await createAccount(db, otherManager);
    const hr = await createHrUser(db, "matrix-hr");
    world = { db, manager, inside, outside, otherManager, hr };
  });

  // Fresh cookies for every case, at the accounts' current session versions: some rows (logout,
  // password changes) end the caller's sessions on the server.
  beforeEach(async () => {
    if (!world) return;
    const { manager, hr } = world;
    const [account, hrUser] = await Promise.all([
      world.db.loginAccount.findUniqueOrThrow({ where: { employeeId: manager.id } }),
      world.db.hrUser.findUniqueOrThrow({ where: { id: hr.id } }),
    ]);
    cookies.managerInside = await managerCookie(manager, { ver: account.sessionVersion });
    cookies.managerOutside = cookies.managerInside;
    cookies.hr = await hrCookie(hr, { ver: hrUser.sessionVersion });
  });

  const cases = rows.flatMap((row) =>
    (["guest", "managerInside", "managerOutside", "hr"] as Caller[]).map(
      (caller) => [`${row.method} ${row.route} as ${caller}`, row, caller] as const,
    ),
  );

  it.each(cases)("%s", async (_name, row, caller) => {
    const target = caller === "managerOutside" ? world.outside : world.inside;
    const { path: urlPath, ...options } = await row.request(world, target);
    const handler = loadRoute(row.route)[row.method]!;
    const res = await callRoute(handler as never, urlPath, {
      method: row.method,
      ...options,
      cookie: cookies[caller],
    });
    const expected = row.expect[caller];
    const allowed = Array.isArray(expected) ? expected : [expected];
    expect(allowed).toContain(res.status);
    if (res.status >= 400 && res.headers.get("content-type")?.includes("json")) {
      expect(typeof res.json.message === "string" || typeof res.json.error === "string").toBe(true);
    }
  });
});

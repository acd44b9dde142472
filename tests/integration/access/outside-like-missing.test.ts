import { useTestDatabase } from "@/tests/helpers/test-db";
import { callRoute, type CallOptions } from "@/tests/helpers/http";
import type { MatrixWorld } from "./matrix-types";
import { buildMatrixWorld, loadRoute, matrixCookies, matrixRows } from "./matrix-world";

// Issue 31 item 7, issue 30 outcome 6: a refusal for another team's employee, evaluation or
// custom-path row must not tell a signed-in manager that the id exists. For every route of the
// access matrix, the manager's call about someone outside their hierarchy is answered exactly as
// the same call with every id of that other team (employee, manager, stored row) replaced by one
// that names nothing: same status, same code, same message.

const t = useTestDatabase();
const rows = matrixRows(["csrf.matrix.ts"]);
const MISSING_ID = 2_147_483_000;
const MISSING_HRIS_ID = "NOBODY-0000";
/** The body fields that name a person. */
const ID_FIELDS = new Set(["employeeId", "managerId", "hrisId", "employeeHrisId", "managerHrisId"]);

let world: MatrixWorld;
beforeAll(async () => {
  world = await buildMatrixWorld(t.prisma);
});

/** The call with the other team's ids, and every numeric id in its address, naming nobody. */
function missingVariant(options: CallOptions): CallOptions {
  const theirs = [world.outside, world.otherManager];
  const ids = new Set(theirs.map((p) => p.id));
  const hrisIds = new Set(theirs.map((p) => p.hrisId));
  const swap = (value: unknown): unknown => {
    if (typeof value === "number") return ids.has(value) ? MISSING_ID : value;
    if (typeof value !== "string") return value;
    return hrisIds.has(value) ? MISSING_HRIS_ID : ids.has(Number(value)) ? String(MISSING_ID) : value;
  };
  // A numeric id in the address names an employee or a stored row (an evaluation, a path step).
  const swapParam = (value: string) => (/^\d+$/.test(value) ? String(MISSING_ID) : (swap(value) as string));
  const params = Object.fromEntries(
    Object.entries(options.params ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v : swapParam(v)]),
  );
  const body =
    options.body && typeof options.body === "object" && !Array.isArray(options.body)
      ? Object.fromEntries(Object.entries(options.body).map(([k, v]) => [k, ID_FIELDS.has(k) ? swap(v) : v]))
      : options.body;
  return { ...options, params, body };
}

const answer = (res: Awaited<ReturnType<typeof callRoute>>) => ({
  status: res.status,
  code: res.json?.code,
  message: res.json?.message,
});

it.each(rows.map((row) => [`${row.method} ${row.route}`, row] as const))("%s", async (_name, row) => {
  const cookie = (await matrixCookies(world)).managerOutside;
  const { path, ...options } = await row.request(world, world.outside);
  const handler = loadRoute(row.route)[row.method] as never;
  const outside = await callRoute(handler, path, { method: row.method, ...options, cookie });
  if (outside.status < 400) return; // an answer about the caller's own data: nothing to compare
  const missing = missingVariant(options);
  const unknown = await callRoute(handler, path, { method: row.method, ...missing, cookie });
  expect({ route: row.route, ...answer(outside) }).toEqual({ route: row.route, ...answer(unknown) });
});

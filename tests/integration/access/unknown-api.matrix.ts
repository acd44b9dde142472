import type { MatrixRow } from "./matrix-types";

const unknown = (method: MatrixRow["method"]): MatrixRow => ({
  route: "[...path]",
  method,
  request: () => ({
    path: "/api/no-such-call/42",
    method,
    params: { path: ["no-such-call", "42"] },
    ...(method === "GET" || method === "DELETE" ? {} : { body: {} }),
  }),
  expect: { guest: 404, managerInside: 404, managerOutside: 404, hr: 404 },
});

export const rows: MatrixRow[] = (["GET", "POST", "PUT", "PATCH", "DELETE"] as const).map(unknown);

import type { MatrixRow } from "./matrix-types";

// HR Data Export: HR only, whoever the manager is.
export const rows: MatrixRow[] = [
  {
    route: "hr/completed-evaluations",
    method: "GET",
    request: () => ({ path: "/api/hr/completed-evaluations", query: { status: "all", page: "1" } }),
    expect: { guest: 401, managerInside: 403, managerOutside: 403, hr: 200 },
  },
  {
    route: "hr/completed-evaluations/filter-options",
    method: "GET",
    request: () => ({ path: "/api/hr/completed-evaluations/filter-options" }),
    expect: { guest: 401, managerInside: 403, managerOutside: 403, hr: 200 },
  },
  {
    route: "hr/export-evaluations-xlsx",
    method: "POST",
    request: () => ({ path: "/api/hr/export-evaluations-xlsx", body: { filterStatus: "all" } }),
    expect: { guest: 401, managerInside: 403, managerOutside: 403, hr: 200 },
  },
];

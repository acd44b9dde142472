import type { MatrixRow } from "./matrix-types";

// The platform's health checks: no session needed, the same answer for every caller. The matrix
// database is migrated as raw SQL (no migration history) and runs no email worker, so readiness is
// 503 here for everyone alike; tests/integration/health covers its 200.
export const rows: MatrixRow[] = [
  {
    route: "health/live",
    method: "GET",
    request: () => ({ path: "/api/health/live" }),
    expect: { guest: 200, managerInside: 200, managerOutside: 200, hr: 200 },
  },
  {
    route: "health/ready",
    method: "GET",
    request: () => ({ path: "/api/health/ready" }),
    expect: { guest: 503, managerInside: 503, managerOutside: 503, hr: 503 },
  },
];

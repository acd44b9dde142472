import type { MatrixRow } from "./matrix-types";

// The audit trail is HR's: no manager reads it, not even for their own team.
export const rows: MatrixRow[] = [
  {
    route: "hr/audit-trail/[hrisId]",
    method: "GET",
    request: (_w, target) => ({
      path: `/api/hr/audit-trail/${target.hrisId}`,
      params: { hrisId: target.hrisId },
      query: { page: "1" },
    }),
    expect: { guest: 401, managerInside: 403, managerOutside: 403, hr: 200 },
  },
];

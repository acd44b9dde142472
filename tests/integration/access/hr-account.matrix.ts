import type { MatrixRow } from "./matrix-types";

// The HR administrator's own account (no screen in the spec). HR's 400 proves the rule let the
// call through without changing the matrix world's password (the new one is too short).

export const rows: MatrixRow[] = [
  {
    route: "hr/change-password",
    method: "POST",
    request: () => ({
      path: "/api/hr/change-password",
      body: { currentPassword: "hr-password-123", newPassword: "short", confirmPassword: "short" },
    }),
    expect: { guest: 401, managerInside: 403, managerOutside: 403, hr: 400 },
  },
];

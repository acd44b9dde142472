import type { MatrixRow } from "./matrix-types";

// An employee's review-cycle history (issue 32 §8): HR for anyone, a manager for the people below
// them (someone else's employee is the 404 of an unknown id).
export const rows: MatrixRow[] = [
  {
    route: "employee/[id]/review-cycles",
    method: "GET",
    request: (_w, target) => ({
      path: `/api/employee/${target.id}/review-cycles`,
      params: { id: String(target.id) },
    }),
    expect: { guest: 401, managerInside: 200, managerOutside: 404, hr: 200 },
  },
];

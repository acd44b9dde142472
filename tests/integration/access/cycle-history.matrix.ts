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

// The cycle page's participant list: HR only.
rows.push({
  route: "hr/review-cycles/[id]/roster",
  method: "GET",
  request: async (w) => {
    const cycle = await w.db.reviewCycle.create({ data: { name: `Roster ${Date.now()}-${Math.random()}` } });
    return { path: `/api/hr/review-cycles/${cycle.id}/roster`, params: { id: String(cycle.id) } };
  },
  expect: { guest: 401, managerInside: 403, managerOutside: 403, hr: 200 },
});

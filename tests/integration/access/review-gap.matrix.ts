import type { MatrixRow } from "./matrix-types";
import { ensureCompanyValues, ensureCurrentCycle } from "@/tests/helpers/values-factories";

// The gap view (issue 34 §6). The target has a submitted self-review, so the manager inside sees
// the gap (the cycle shows it while writing); outside: the 404 of an unknown person. The employee
// about themself asks as nobody's manager: 404.

export const rows: MatrixRow[] = [
  {
    route: "review-gap/[hrisId]",
    method: "GET",
    request: async (world, target) => {
      await ensureCompanyValues(world.db);
      const cycle = await ensureCurrentCycle(world.db);
      await world.db.employeeValuesReview.upsert({
        where: { employeeId_cycleId: { employeeId: target.id, cycleId: cycle.id } },
        create: { employeeId: target.id, cycleId: cycle.id, isDraft: false },
        update: { isDraft: false },
      });
      return { path: `/api/review-gap/${target.hrisId}`, params: { hrisId: target.hrisId } };
    },
    // the employee about themself is not their own manager (their own gap comes with the shared review)
    expect: { guest: 401, managerInside: 200, managerOutside: 404, hr: 200, employee: 404 },
  },
  {
    route: "hr/review-gaps",
    method: "GET",
    request: () => ({ path: "/api/hr/review-gaps", query: { groupBy: "manager" } }),
    expect: { guest: 401, managerInside: 403, managerOutside: 403, hr: 200 },
  },
];

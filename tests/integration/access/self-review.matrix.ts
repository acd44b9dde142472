import type { MatrixRow, MatrixWorld } from "./matrix-types";
import { ensureCompanyValues, ensureCurrentCycle } from "@/tests/helpers/values-factories";

// The employee's own self-review (issue 34 §1–5, §9). The own routes answer every signed-in person
// about themself (HR has no self-review: 403). About an employee: their manager reads a SUBMITTED
// one (the cycle shows it while writing), outside the 404 of an unknown person, HR any. HR's
// fill-in routes answer HR alone. tests/integration/self-review walks the calls in detail.

/** The active cycle with the values, and the target's self-review as the row needs it. */
async function withSelfReview(world: MatrixWorld, target: { id: number }, state: "none" | "submitted") {
  await ensureCompanyValues(world.db);
  const cycle = await ensureCurrentCycle(world.db);
  await world.db.employeeValuesReview.deleteMany({ where: { employeeId: target.id, cycleId: cycle.id } });
  if (state === "submitted")
    await world.db.employeeValuesReview.create({
      data: { employeeId: target.id, cycleId: cycle.id, isDraft: false, submittedAt: new Date() },
    });
}

export const rows: MatrixRow[] = [
  {
    route: "my-self-review",
    method: "GET",
    request: async (world) => {
      await withSelfReview(world, world.employee, "none");
      return { path: "/api/my-self-review" };
    },
    expect: { guest: 401, managerInside: 200, managerOutside: 200, hr: 403, employee: 200 },
  },
  {
    route: "my-self-review",
    method: "PUT",
    request: async (world) => {
      await withSelfReview(world, world.employee, "none");
      return { path: "/api/my-self-review", body: { reflections: { wentWell: "Matrix" } } };
    },
    expect: { guest: 401, managerInside: 200, managerOutside: 200, hr: 403, employee: 200 },
  },
  {
    route: "my-self-review/submit",
    method: "POST",
    // nothing scored: the submit lists what is missing and submits nothing
    request: async (world) => {
      await withSelfReview(world, world.employee, "none");
      return { path: "/api/my-self-review/submit", body: {} };
    },
    expect: { guest: 401, managerInside: 422, managerOutside: 422, hr: 403, employee: 422 },
  },
  {
    route: "self-review/[hrisId]",
    method: "GET",
    request: async (world, target) => {
      await withSelfReview(world, target, "submitted");
      return { path: `/api/self-review/${target.hrisId}`, params: { hrisId: target.hrisId } };
    },
    // the employee about themself is not their own manager
    expect: { guest: 401, managerInside: 200, managerOutside: 404, hr: 200, employee: 404 },
  },
  {
    route: "hr/self-review/[hrisId]",
    method: "PUT",
    request: async (world, target) => {
      await withSelfReview(world, target, "none");
      return {
        path: `/api/hr/self-review/${target.hrisId}`,
        params: { hrisId: target.hrisId },
        body: { reflections: { goals: "Matrix" } },
      };
    },
    expect: { guest: 401, managerInside: 403, managerOutside: 403, hr: 200, employee: 403 },
  },
  {
    route: "hr/self-review/[hrisId]/submit",
    method: "POST",
    request: async (world, target) => {
      await withSelfReview(world, target, "none");
      return {
        path: `/api/hr/self-review/${target.hrisId}/submit`,
        params: { hrisId: target.hrisId },
        body: {},
      };
    },
    expect: { guest: 401, managerInside: 403, managerOutside: 403, hr: 422, employee: 403 },
  },
  {
    route: "hr/review-cycles/[id]/phase-excusals",
    method: "POST",
    request: async (world, target) => {
      const cycle = await ensureCurrentCycle(world.db);
      return {
        path: `/api/hr/review-cycles/${cycle.id}/phase-excusals`,
        params: { id: String(cycle.id) },
        body: { hrisId: target.hrisId, phase: "self", reason: "On leave" },
      };
    },
    // the matrix world's cycle has no participants: HR is told the person is not taking part
    expect: { guest: 401, managerInside: 403, managerOutside: 403, hr: 422, employee: 403 },
  },
  {
    route: "hr/review-cycles/[id]/phase-excusals/[hrisId]/[phase]",
    method: "DELETE",
    request: async (world, target) => {
      const cycle = await ensureCurrentCycle(world.db);
      return {
        path: `/api/hr/review-cycles/${cycle.id}/phase-excusals/${target.hrisId}/self`,
        params: { id: String(cycle.id), hrisId: target.hrisId, phase: "self" },
      };
    },
    expect: { guest: 401, managerInside: 403, managerOutside: 403, hr: 404, employee: 403 },
  },
];

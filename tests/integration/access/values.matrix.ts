import { ensureCompanyValues, ensureCurrentCycle, valuesBody } from "@/tests/helpers/values-factories";
import type { MatrixRow, MatrixWorld } from "./matrix-types";

// Values assessment routes. Each request makes sure the six values exist and, for the CSV, that
// the target has a values review by the manager who may own it.

type Target = MatrixWorld["inside"];

async function ensureReview(world: MatrixWorld, target: Target) {
  await ensureCompanyValues(world.db);
  const cycle = await ensureCurrentCycle(world.db);
  const managerId = target.id === world.outside.id ? world.otherManager.id : world.manager.id;
  return world.db.managerValuesReview.upsert({
    where: { employeeId_managerId_cycleId: { employeeId: target.id, managerId, cycleId: cycle.id } },
    create: { employeeId: target.id, managerId, cycleId: cycle.id, isDraft: false, submittedAt: new Date() },
    update: {},
  });
}

// managerOutside gets the 404 of an id that names nothing: a refusal must not tell which ids exist
// (issue 31 item 7; outside-like-missing.test.ts compares the two answers).
const denyOthers = { guest: 401, managerInside: 200, managerOutside: 404, hr: 403 };

const byEmployeeId = (route: string) => async (world: MatrixWorld, target: Target) => {
  await ensureCompanyValues(world.db);
  return { path: `/api/${route}/${target.id}`, params: { employeeId: String(target.id) } };
};

export const rows: MatrixRow[] = [
  {
    route: "employee-values-review/[employeeId]",
    method: "GET",
    request: byEmployeeId("employee-values-review"),
    expect: denyOthers,
  },
  {
    route: "adv-submissions/[employeeId]",
    method: "GET",
    request: byEmployeeId("adv-submissions"),
    expect: denyOthers,
  },
  {
    route: "values-self-review-status/[employeeId]",
    method: "GET",
    request: byEmployeeId("values-self-review-status"),
    expect: denyOthers,
  },
  {
    route: "manager-review/compare/[employeeHrisId]/[managerHrisId]",
    method: "GET",
    request: async (world, target) => {
      await ensureCompanyValues(world.db);
      const params = { employeeHrisId: target.hrisId, managerHrisId: world.manager.hrisId };
      return { path: `/api/manager-review/compare/${params.employeeHrisId}/${params.managerHrisId}`, params };
    },
    expect: denyOthers,
  },
  {
    route: "manager-review/save",
    method: "POST",
    request: async (world, target) => {
      await ensureCompanyValues(world.db);
      return { path: "/api/manager-review/save", body: valuesBody(target, world.manager, true) };
    },
    expect: denyOthers,
  },
  {
    route: "manager-values-review/download-csv/[employeeId]/[managerHrisId]",
    method: "GET",
    request: async (world, target) => {
      await ensureReview(world, target);
      const params = { employeeId: String(target.id), managerHrisId: world.manager.hrisId };
      return {
        path: `/api/manager-values-review/download-csv/${params.employeeId}/${params.managerHrisId}`,
        params,
      };
    },
    expect: denyOthers,
  },
];

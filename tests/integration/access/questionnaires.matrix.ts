import { performanceAnswers, selfAnswers } from "@/tests/helpers/questionnaire-factories";
import type { MatrixRow, MatrixWorld } from "./matrix-types";

// The performance questionnaire and the manager self-questionnaire. Performance rows are about
// the target employee with the matrix manager's HRIS id in the address; the self-questionnaire
// rows name the matrix manager (inside) or another manager (outside).

type Target = MatrixWorld["inside"];

const pairPath = (world: MatrixWorld, target: Target) => ({
  params: { employeeHrisId: target.hrisId, managerHrisId: world.manager.hrisId },
  suffix: `${target.hrisId}/${world.manager.hrisId}`,
});

async function currentCycle(world: MatrixWorld) {
  return world.db.reviewCycle.upsert({
    where: { name: "Jun-25" },
    create: { name: "Jun-25", status: "Active" },
    update: {},
  });
}

/** The matrix manager's questionnaire of the target, as a draft (so a draft save is allowed). */
async function ensureDraftQuestionnaire(world: MatrixWorld, target: Target) {
  const cycle = await currentCycle(world);
  const key = { employeeId: target.id, managerId: world.manager.id, cycleId: cycle.id };
  await world.db.performanceQuestionnaire.upsert({
    where: { employeeId_managerId_cycleId: key },
    create: { ...key, prioritiesCommitments: true, isDraft: true },
    update: { isDraft: true, submittedAt: null },
  });
}

const selfHrisId = (world: MatrixWorld, target: Target) =>
  target.id === world.outside.id ? world.otherManager.hrisId : world.manager.hrisId;

// managerOutside gets the 404 of an id that names nothing: a refusal must not tell which ids exist
// (issue 31 item 7; outside-like-missing.test.ts compares the two answers).
const denyOthers = { guest: 401, managerInside: 200, managerOutside: 404, hr: 403 };
// Another manager's own self-questionnaire: any manager id but the caller's gets this 403, existing or not.
const ownOnly = { guest: 401, managerInside: 200, managerOutside: 403, hr: 403 };

export const rows: MatrixRow[] = [
  {
    route: "employee-performance-questionnaire/[employeeHrisId]/[managerHrisId]",
    method: "GET",
    request: (world, target) => {
      const { params, suffix } = pairPath(world, target);
      return { path: `/api/employee-performance-questionnaire/${suffix}`, params };
    },
    expect: denyOthers,
  },
  {
    route: "employee-performance-questionnaire/draft/[employeeHrisId]/[managerHrisId]",
    method: "POST",
    request: async (world, target) => {
      await ensureDraftQuestionnaire(world, target);
      const { params, suffix } = pairPath(world, target);
      return {
        path: `/api/employee-performance-questionnaire/draft/${suffix}`,
        params,
        body: { ...performanceAnswers({ comments: "" }), isDraft: true },
      };
    },
    expect: denyOthers,
  },
  {
    route: "employee-performance-questionnaire/[employeeHrisId]/[managerHrisId]",
    method: "POST",
    request: (world, target) => {
      const { params, suffix } = pairPath(world, target);
      return {
        path: `/api/employee-performance-questionnaire/${suffix}`,
        params,
        body: performanceAnswers(),
      };
    },
    expect: denyOthers,
  },
  {
    route: "manager-performance-assessment/download-csv/[employeeHrisId]/[managerHrisId]",
    method: "GET",
    request: async (world, target) => {
      if (target.id === world.inside.id) await ensureDraftQuestionnaire(world, target);
      const { params, suffix } = pairPath(world, target);
      return { path: `/api/manager-performance-assessment/download-csv/${suffix}`, params };
    },
    expect: denyOthers,
  },
  {
    route: "manager-self-questionnaire/[hrisId]",
    method: "GET",
    request: (world, target) => {
      const hrisId = selfHrisId(world, target);
      return { path: `/api/manager-self-questionnaire/${hrisId}`, params: { hrisId } };
    },
    expect: ownOnly,
  },
  {
    route: "manager-self-questionnaire/[hrisId]",
    method: "POST",
    request: async (world, target) => {
      const hrisId = selfHrisId(world, target);
      // Submitted once per cycle: start each call from none, so the allowed caller gets a 200.
      await world.db.managerSelfQuestionnaire.deleteMany({ where: { managerId: world.manager.id } });
      return { path: `/api/manager-self-questionnaire/${hrisId}`, params: { hrisId }, body: selfAnswers() };
    },
    expect: ownOnly,
  },
];

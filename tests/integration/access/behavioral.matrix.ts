import type { MatrixRow, MatrixWorld } from "./matrix-types";

// Behavioral evaluation routes. Each request sets up what it needs (a title with one competency
// for the target, and an evaluation of the target by the manager who owns it) idempotently.

type Target = MatrixWorld["inside"];

async function ensureCompetency(world: MatrixWorld) {
  const db = world.db;
  const title = await db.title.upsert({
    where: { name: "Matrix Behavioral Title" },
    create: { name: "Matrix Behavioral Title", level: 2, family: "IC" },
    update: {},
  });
  const competency = await db.competency.upsert({
    where: { name: "Matrix Competency" },
    create: {
      name: "Matrix Competency",
      description: "For the access matrix.",
      subcomponents: { create: [{ name: "Matrix Sub", description: "x" }] },
    },
    update: {},
    select: { id: true, subcomponents: { select: { id: true } } },
  });
  await db.titleCompetency.upsert({
    where: { titleId_competencyId: { titleId: title.id, competencyId: competency.id } },
    create: { titleId: title.id, competencyId: competency.id },
    update: {},
  });
  await db.employee.updateMany({
    where: { id: { in: [world.inside.id, world.outside.id] } },
    data: { titleId: title.id },
  });
  return { competencyId: competency.id, subcomponentId: competency.subcomponents[0].id };
}

async function body(world: MatrixWorld, target: Target) {
  const { competencyId, subcomponentId } = await ensureCompetency(world);
  return {
    employeeId: target.id,
    overallComments: "",
    scores: [{ scDetailId: competencyId, subcomponentId, score: 4 }],
  };
}

/** The target's evaluation by the manager who may own it (the matrix manager, or the other one). */
async function ensureEvaluation(world: MatrixWorld, target: Target) {
  await ensureCompetency(world);
  const managerId = target.id === world.outside.id ? world.otherManager.id : world.manager.id;
  const cycle = await world.db.reviewCycle.upsert({
    where: { name: "Jun-25" },
    create: { name: "Jun-25", status: "Active" },
    update: {},
  });
  return world.db.behavioralEvaluation.upsert({
    where: { employeeId_managerId_cycleId: { employeeId: target.id, managerId, cycleId: cycle.id } },
    create: { employeeId: target.id, managerId, cycleId: cycle.id, isDraft: true },
    update: {},
  });
}

// managerOutside gets the 404 of an id that names nothing: a refusal must not tell which ids exist
// (issue 31 item 7; outside-like-missing.test.ts compares the two answers).
const denyOthers = { guest: 401, managerInside: 200, managerOutside: 404, hr: 403 };

export const rows: MatrixRow[] = [
  {
    route: "competencies/[employeeId]",
    method: "GET",
    request: async (world, target) => {
      await ensureCompetency(world);
      return { path: `/api/competencies/${target.id}`, params: { employeeId: String(target.id) } };
    },
    expect: denyOthers,
  },
  {
    route: "evaluation",
    method: "POST",
    request: async (world, target) => ({ path: "/api/evaluation", body: await body(world, target) }),
    expect: denyOthers,
  },
  {
    route: "evaluation/draft",
    method: "POST",
    request: async (world, target) => ({ path: "/api/evaluation/draft", body: await body(world, target) }),
    expect: denyOthers,
  },
  {
    route: "evaluation/[evaluationId]",
    method: "GET",
    request: async (world, target) => {
      const ev = await ensureEvaluation(world, target);
      return { path: `/api/evaluation/${ev.id}`, params: { evaluationId: String(ev.id) } };
    },
    expect: denyOthers,
  },
  {
    route: "evaluation/[evaluationId]",
    method: "PUT",
    request: async (world, target) => {
      const ev = await ensureEvaluation(world, target);
      return {
        path: `/api/evaluation/${ev.id}`,
        params: { evaluationId: String(ev.id) },
        body: await body(world, target),
      };
    },
    expect: denyOthers,
  },
  {
    route: "manager-behavioral-review/download-csv/[employeeHrisId]/[managerHrisId]",
    method: "GET",
    request: async (world, target) => {
      await ensureEvaluation(world, target);
      const params = { employeeHrisId: target.hrisId, managerHrisId: world.manager.hrisId };
      return {
        path: `/api/manager-behavioral-review/download-csv/${params.employeeHrisId}/${params.managerHrisId}`,
        params,
      };
    },
    expect: denyOthers,
  },
];

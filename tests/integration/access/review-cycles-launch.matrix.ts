import type { MatrixRow, MatrixWorld } from "./matrix-types";

// The eligibility, launch and participant routes of review cycles (issue 32): HR only. HR's answers
// come from a Draft cycle, so they prove the rule let the call through without launching anything
// that other rows depend on (a Draft has no participants to change: 409).

const HR_ONLY = { guest: 401, managerInside: 403, managerOutside: 403 } as const;

async function draftCycle({ db }: MatrixWorld) {
  const existing = await db.reviewCycle.findUnique({ where: { name: "Matrix Draft" }, select: { id: true } });
  return existing ?? db.reviewCycle.create({ data: { name: "Matrix Draft" }, select: { id: true } });
}

const base = async (world: MatrixWorld) => `/api/hr/review-cycles/${(await draftCycle(world)).id}`;
const idOf = async (world: MatrixWorld) => String((await draftCycle(world)).id);

export const rows: MatrixRow[] = [
  {
    route: "hr/review-cycles/[id]/eligibility",
    method: "GET",
    request: async (world) => ({
      path: `${await base(world)}/eligibility`,
      params: { id: await idOf(world) },
    }),
    expect: { ...HR_ONLY, hr: 200 },
  },
  {
    route: "hr/review-cycles/[id]/eligibility",
    method: "PUT",
    request: async (world) => ({
      path: `${await base(world)}/eligibility`,
      method: "PUT",
      params: { id: await idOf(world) },
      body: { departmentsOut: ["Nowhere"] },
    }),
    expect: { ...HR_ONLY, hr: 200 },
  },
  {
    route: "hr/review-cycles/[id]/excusals",
    method: "POST",
    request: async (world, target) => ({
      path: `${await base(world)}/excusals`,
      method: "POST",
      params: { id: await idOf(world) },
      body: { hrisId: target.hrisId, reason: "Matrix reason" },
    }),
    // the target's manager can sign in: nothing to excuse
    expect: { ...HR_ONLY, hr: 422 },
  },
  {
    route: "hr/review-cycles/[id]/excusals/[hrisId]",
    method: "DELETE",
    request: async (world, target) => ({
      path: `${await base(world)}/excusals/${target.hrisId}`,
      method: "DELETE",
      params: { id: await idOf(world), hrisId: target.hrisId },
    }),
    expect: { ...HR_ONLY, hr: 404 },
  },
  {
    route: "hr/review-cycles/[id]/launch",
    method: "GET",
    request: async (world) => ({ path: `${await base(world)}/launch`, params: { id: await idOf(world) } }),
    expect: { ...HR_ONLY, hr: 200 },
  },
  {
    route: "hr/review-cycles/[id]/launch",
    method: "POST",
    request: () => ({
      path: "/api/hr/review-cycles/999999999/launch",
      method: "POST",
      params: { id: "999999999" },
    }),
    expect: { ...HR_ONLY, hr: 404 },
  },
  {
    route: "hr/review-cycles/[id]/participants",
    method: "GET",
    request: async (world) => ({
      path: `${await base(world)}/participants`,
      params: { id: await idOf(world) },
    }),
    expect: { ...HR_ONLY, hr: 200 },
  },
  {
    route: "hr/review-cycles/[id]/participants",
    method: "POST",
    request: async (world, target) => ({
      path: `${await base(world)}/participants`,
      method: "POST",
      params: { id: await idOf(world) },
      body: { hrisId: target.hrisId },
    }),
    expect: { ...HR_ONLY, hr: 409 },
  },
  {
    route: "hr/review-cycles/[id]/participants/[hrisId]",
    method: "PATCH",
    request: async (world, target) => ({
      path: `${await base(world)}/participants/${target.hrisId}`,
      method: "PATCH",
      params: { id: await idOf(world), hrisId: target.hrisId },
      body: { status: "Left", reason: "Matrix reason" },
    }),
    expect: { ...HR_ONLY, hr: 409 },
  },
  {
    route: "hr/review-cycles/[id]/phases/[phase]/extend",
    method: "POST",
    request: async (world) => ({
      path: `${await base(world)}/phases/manager/extend`,
      method: "POST",
      params: { id: await idOf(world), phase: "manager" },
      body: { dueAt: "2027-01-01T00:00:00Z", reason: "Matrix reason" },
    }),
    expect: { ...HR_ONLY, hr: 409 },
  },
];

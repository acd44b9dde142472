import { GET as completion } from "@/app/api/review-cycles/[id]/completion/route";
import { POST as excuse } from "@/app/api/hr/review-cycles/[id]/phase-excusals/route";
import { DELETE as withdraw } from "@/app/api/hr/review-cycles/[id]/phase-excusals/[hrisId]/[phase]/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createHrUser } from "@/tests/helpers/factories";
import { callRoute, hrCookie } from "@/tests/helpers/http";
import { createCompletionWorld } from "@/tests/helpers/completion-world";
import type { CompletionAnswer } from "@/lib/shared/schemas/cycle-completion";

// Issue 34 §9 with issue 33 §7: the completion dashboard counts the self phase (each participant's
// own submitted self-review), and HR excuses someone on leave from that phase: out of its counts,
// shown as excused, audited, and counted again once the excuse is taken back.

const t = useTestDatabase();
let world: Awaited<ReturnType<typeof createCompletionWorld>>;
let hr: string;
let hrUser: { id: number; username: string };

beforeAll(async () => {
  world = await createCompletionWorld(t.prisma);
  hrUser = await createHrUser(t.prisma, "hr-self-phase");
  hr = await hrCookie(hrUser);
  await t.prisma.employeeValuesReview.create({
    data: {
      employeeId: world.gus.id,
      cycleId: world.cycleId,
      isDraft: false,
      source: "product",
      submittedAt: new Date(),
    },
  });
  // a draft is not done
  await t.prisma.employeeValuesReview.create({
    data: { employeeId: world.cid.id, cycleId: world.cycleId, isDraft: true, source: "product" },
  });
});

const id = () => String(world.cycleId);
async function noaTeam() {
  const res = await callRoute(completion, `/api/review-cycles/${id()}/completion`, {
    cookie: hr,
    params: { id: id() },
    query: { groupBy: "manager", group: world.noa.hrisId, reach: "direct" },
  });
  expect(res.status).toBe(200);
  const body = res.json as unknown as CompletionAnswer;
  if (body.view !== "people") throw new Error("people expected");
  return body;
}
/** The totals of Noa's subtree (Cid, Gus; Dan excused at launch). */
async function noaTotals() {
  const res = await callRoute(completion, `/api/review-cycles/${id()}/completion`, {
    cookie: hr,
    params: { id: id() },
    query: { groupBy: "manager", root: world.noa.hrisId },
  });
  return (res.json as unknown as CompletionAnswer).totals;
}
const excuseCid = (reason: string) =>
  callRoute(excuse, `/api/hr/review-cycles/${id()}/phase-excusals`, {
    cookie: hr,
    params: { id: id() },
    body: { hrisId: world.cid.hrisId, phase: "self", reason },
  });

it("counts the self phase: a submitted self-review is done, a draft is not", async () => {
  const team = await noaTeam();
  expect(team.phases).toEqual(["self", "manager"]);
  expect(team.people.map((p) => [p.name, p.phases.self])).toEqual([
    ["Cid Report", "open"],
    ["Gus Report", "done"],
  ]);
  expect((await noaTotals()).self).toEqual({ done: 1, total: 2, overdue: 0 });
});

it("HR excuses someone from the self phase: out of its counts only, audited; taken back, counted again", async () => {
  expect((await excuseCid("x")).status).toBe(400); // a reason of 3 characters at least
  const res = await excuseCid("On parental leave until March");
  expect(res.status).toBe(201);
  expect(res.json.message).toBe(`Cid Report is excused from the self review phase of Completion-27.`);

  const team = await noaTeam();
  expect(team.people.map((p) => [p.name, p.phases.self, p.phases.manager])).toEqual([
    ["Cid Report", "excused", "overdue"],
    ["Gus Report", "done", "open"],
  ]);
  expect((await noaTotals()).self).toEqual({ done: 1, total: 1, overdue: 0 });
  expect((await noaTotals()).manager).toMatchObject({ total: 2 });
  const audit = await t.prisma.auditEvent.findFirstOrThrow({
    where: { action: "review-cycle.phase-excuse" },
  });
  expect(audit).toMatchObject({ actorKind: "hr", actorId: hrUser.id, employeeIds: [world.cid.hrisId] });

  const back = await callRoute(
    withdraw,
    `/api/hr/review-cycles/${id()}/phase-excusals/${world.cid.hrisId}/self`,
    {
      method: "DELETE",
      cookie: hr,
      params: { id: id(), hrisId: world.cid.hrisId, phase: "self" },
    },
  );
  expect(back.status).toBe(200);
  expect((await noaTotals()).self).toEqual({ done: 1, total: 2, overdue: 0 });
});

it("refuses someone who is not taking part (422) and an unknown cycle (404)", async () => {
  const outsider = await callRoute(excuse, `/api/hr/review-cycles/${id()}/phase-excusals`, {
    cookie: hr,
    params: { id: id() },
    body: { hrisId: world.bo.hrisId, phase: "self", reason: "Left in May" },
  });
  expect([outsider.status, outsider.json.message]).toEqual([
    422,
    "Bo Report is not taking part in Completion-27.",
  ]);
  const nobody = await callRoute(excuse, `/api/hr/review-cycles/999999/phase-excusals`, {
    cookie: hr,
    params: { id: "999999" },
    body: { hrisId: world.cid.hrisId, phase: "self", reason: "On leave" },
  });
  expect(nobody.status).toBe(404);
});

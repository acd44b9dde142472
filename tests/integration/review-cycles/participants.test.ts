import { useTestDatabase } from "@/tests/helpers/test-db";
import { callRoute } from "@/tests/helpers/http";
import { createAccount, createEmployee } from "@/tests/helpers/factories";
import { clearLaunchWorld, createDraftCycle, createEligibilityOrg } from "@/tests/helpers/launch-factories";
import { launchCycle } from "@/lib/server/review-cycles/launch-cycle";
import { awaitJobs } from "@/lib/server/jobs/job-runs";
import { readEmployeeAuditTrail } from "@/lib/server/audit/audit-trail-page";
import * as participants from "@/app/api/hr/review-cycles/[id]/participants/route";
import * as participant from "@/app/api/hr/review-cycles/[id]/participants/[hrisId]/route";
import * as extend from "@/app/api/hr/review-cycles/[id]/phases/[phase]/extend/route";

const t = useTestDatabase();
beforeEach(() => clearLaunchWorld(t.prisma));

/** An active cycle with ann, ben, late and nat in it (the orphan is excluded by rule). */
async function runningCycle(options: Parameters<typeof createDraftCycle>[1] = {}) {
  const world = await createEligibilityOrg(t.prisma);
  const cycle = await createDraftCycle(t.prisma, options);
  await t.prisma.reviewCycle.update({
    where: { id: cycle.id },
    data: { eligibility: { excludeHrisIds: [world.orphaned.hrisId] } },
  });
  const actor = { kind: "hr" as const, hrUserId: world.hr.id, name: world.hr.username };
  await launchCycle(actor, cycle.id, "127.0.0.1");
  await awaitJobs();
  return { ...world, cycle };
}

const patch = (w: { cookie: string; cycle: { id: number } }, hrisId: string, body: unknown) =>
  callRoute(participant.PATCH, `/api/hr/review-cycles/${w.cycle.id}/participants/${hrisId}`, {
    method: "PATCH",
    cookie: w.cookie,
    params: { id: String(w.cycle.id), hrisId },
    body,
  });

const extendCall = (w: { cookie: string; cycle: { id: number } }, phase: string, body: unknown) =>
  callRoute(extend.POST, `/api/hr/review-cycles/${w.cycle.id}/phases/${phase}/extend`, {
    cookie: w.cookie,
    params: { id: String(w.cycle.id), phase },
    body,
  });

describe("participants while the cycle runs", () => {
  it("adds a late joiner with a personal due date of max(phase due, added + N days), once", async () => {
    const w = await runningCycle({ lateJoinerDays: 30 });
    const add = () =>
      callRoute(participants.POST, `/api/hr/review-cycles/${w.cycle.id}/participants`, {
        cookie: w.cookie,
        params: { id: String(w.cycle.id) },
        body: { hrisId: w.orphaned.hrisId },
      });
    const before = Date.now();
    const added = await add();
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({
      includedBy: "late-joiner",
      reviewer: { hrisId: w.noAccountBoss.hrisId },
    });
    const manager = (added.json.dueDates as { phase: string; dueAt: string }[]).find(
      (d) => d.phase === "manager",
    )!;
    // added today + 30 days is later than 30 Jun 2026 only after 31 May 2026.
    const own = before + 30 * 24 * 3600 * 1000;
    expect(new Date(manager.dueAt).getTime()).toBeGreaterThanOrEqual(
      Math.max(own, Date.parse("2026-06-30T21:59:00Z")) - 5000,
    );
    const twice = await add();
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe("This person is already in the review cycle.");
    const noManager = await callRoute(participants.POST, `/api/hr/review-cycles/${w.cycle.id}/participants`, {
      cookie: w.cookie,
      params: { id: String(w.cycle.id) },
      body: { hrisId: w.boss.hrisId },
    });
    expect(noManager.status).toBe(422);
  });

  it("moves the reviews of this cycle, drafts included, to the new reviewer in one change", async () => {
    const w = await runningCycle();
    const newBoss = await createEmployee(t.prisma, { name: "Nia New" });
    await createAccount(t.prisma, newBoss);
    const draft = await t.prisma.behavioralEvaluation.create({
      data: { employeeId: w.ann.id, managerId: w.boss.id, cycleId: w.cycle.id, isDraft: true },
    });
    const otherCycle = await t.prisma.reviewCycle.create({ data: { name: "Old", status: "Closed" } });
    const old = await t.prisma.behavioralEvaluation.create({
      data: { employeeId: w.ann.id, managerId: w.boss.id, cycleId: otherCycle.id, isDraft: false },
    });
    const notAbove = await patch(w, w.ann.hrisId, { reviewerHrisId: newBoss.hrisId });
    expect(notAbove.status).toBe(422);
    expect(notAbove.json.message).toBe(
      "Ann Alpha is not in Nia New's team: change the reporting line first, then the reviewer.",
    );
    // the HRIS import moves Ann under Nia; then HR moves the review
    await t.prisma.employee.update({ where: { id: w.ann.id }, data: { mgrId: newBoss.hrisId } });
    const changed = await patch(w, w.ann.hrisId, { reviewerHrisId: newBoss.hrisId });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ reviewer: { hrisId: newBoss.hrisId }, moved: 1 });
    expect(await t.prisma.behavioralEvaluation.findUnique({ where: { id: draft.id } })).toMatchObject({
      managerId: newBoss.id,
      isDraft: true,
    });
    // another cycle's review stays with who wrote it
    expect(await t.prisma.behavioralEvaluation.findUnique({ where: { id: old.id } })).toMatchObject({
      managerId: w.boss.id,
    });
    expect(
      await t.prisma.reviewCycleParticipant.findFirst({
        where: { cycleId: w.cycle.id, employeeId: w.ann.id },
        select: { reviewerId: true, reviewerAtLaunch: true },
      }),
    ).toEqual({ reviewerId: newBoss.id, reviewerAtLaunch: w.boss.id });
    const audit = await t.prisma.auditEvent.findFirst({
      where: { action: "review-cycle.participant.reviewer" },
    });
    expect(audit?.detail).toMatchObject({ from: w.boss.hrisId, to: newBoss.hrisId, moved: 1 });
    expect(audit?.employeeIds).toEqual(expect.arrayContaining([w.ann.hrisId, w.boss.hrisId, newBoss.hrisId]));
    expect((await patch(w, w.ann.hrisId, { reviewerHrisId: w.ann.hrisId })).status).toBe(422);
    expect((await patch(w, w.orphaned.hrisId, { reviewerHrisId: newBoss.hrisId })).status).toBe(404);
  });

  it("marks a leaver Left with the reason, keeps the row, and refuses further changes with participant_left", async () => {
    const w = await runningCycle();
    const left = await patch(w, w.ben.hrisId, { status: "Left", reason: "Left the company" });
    expect(left.status).toBe(200);
    expect(
      await t.prisma.reviewCycleParticipant.findFirst({
        where: { cycleId: w.cycle.id, employeeId: w.ben.id },
        select: { status: true, leftReason: true },
      }),
    ).toEqual({ status: "Left", leftReason: "Left the company" });
    const again = await patch(w, w.ben.hrisId, { status: "Left", reason: "Again" });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("participant_left");
    const listed = await callRoute(participants.GET, `/api/hr/review-cycles/${w.cycle.id}/participants`, {
      cookie: w.cookie,
      params: { id: String(w.cycle.id) },
      query: { status: "Left" },
    });
    expect(listed.json).toMatchObject({
      counts: { Active: 3, Left: 1 },
      participants: [
        {
          hrisId: w.ben.hrisId,
          status: "Left",
          leftReason: "Left the company",
          reviewer: { hrisId: w.boss.hrisId },
        },
      ],
      pagination: { totalCount: 1 },
    });
    // HR's Activity on the leaver's page says what happened and why
    const activity = await readEmployeeAuditTrail(w.ben.hrisId, 1);
    expect(activity.entries[0]).toMatchObject({
      what: "marked the participant as left the review cycle",
      facts: expect.objectContaining({ why: "Left the company", from: "Active", to: "Left" }),
    });
    expect((await patch(w, w.ben.hrisId, { status: "Active", reason: "Back" })).status).toBe(400);
    const extendLeaver = await extendCall(w, "manager", {
      dueAt: "2026-07-15T21:59:00Z",
      hrisId: w.ben.hrisId,
      reason: "Illness",
    });
    expect(extendLeaver.json.code).toBe("participant_left");
  });

  it("extends a phase for everyone or for one person, only later, with the reason audited", async () => {
    const w = await runningCycle();
    const all = await extendCall(w, "manager", { dueAt: "2026-07-07T21:59:00Z", reason: "Holidays" });
    expect(all.status).toBe(200);
    const phase = await t.prisma.reviewCyclePhase.findFirst({
      where: { cycleId: w.cycle.id, phase: "manager" },
    });
    expect(phase?.dueAt?.toISOString()).toBe("2026-07-07T21:59:00.000Z");
    const earlier = await extendCall(w, "manager", { dueAt: "2026-07-01T00:00:00Z", reason: "Oops" });
    expect(earlier.status).toBe(422);
    const one = await extendCall(w, "manager", {
      dueAt: "2026-07-20T21:59:00+02:00",
      hrisId: w.ann.hrisId,
      reason: "Parental leave",
    });
    expect(one.status).toBe(200);
    expect(
      await t.prisma.reviewPhaseExtension.findMany({
        select: { employeeId: true, dueAt: true, reason: true },
      }),
    ).toEqual([{ employeeId: w.ann.id, dueAt: new Date("2026-07-20T19:59:00Z"), reason: "Parental leave" }]);
    const audits = await t.prisma.auditEvent.findMany({
      where: { action: { startsWith: "review-cycle.phase" } },
      select: { action: true, detail: true },
      orderBy: { id: "asc" },
    });
    expect(audits).toEqual([
      {
        action: "review-cycle.phase.extend",
        detail: expect.objectContaining({
          from: "2026-06-30T21:59:00.000Z",
          to: "2026-07-07T21:59:00.000Z",
          why: "Holidays",
        }),
      },
      {
        action: "review-cycle.phase.extend-person",
        detail: expect.objectContaining({ from: "2026-07-07T21:59:00.000Z", why: "Parental leave" }),
      },
    ]);
    expect((await extendCall(w, "sharing", { dueAt: "2026-08-01T00:00:00Z", reason: "Later" })).status).toBe(
      404,
    );
    expect((await extendCall(w, "lunch", { dueAt: "2026-08-01T00:00:00Z", reason: "Later" })).status).toBe(
      400,
    );
    expect((await extendCall(w, "manager", { dueAt: "tomorrow", reason: "Later" })).status).toBe(400);
  });

  it("refuses changes to a cycle that is not running: 409, cycle_closed once closed", async () => {
    const w = await createEligibilityOrg(t.prisma);
    const draft = await createDraftCycle(t.prisma);
    const onDraft = await callRoute(participants.POST, `/api/hr/review-cycles/${draft.id}/participants`, {
      cookie: w.cookie,
      params: { id: String(draft.id) },
      body: { hrisId: w.ann.hrisId },
    });
    expect(onDraft.status).toBe(409);
    await t.prisma.reviewCycle.update({ where: { id: draft.id }, data: { status: "Closed" } });
    const onClosed = await extendCall({ cookie: w.cookie, cycle: draft }, "manager", {
      dueAt: "2026-08-01T00:00:00Z",
      reason: "Later",
    });
    expect(onClosed.json.code).toBe("cycle_closed");
  });
});

import { useTestDatabase } from "@/tests/helpers/test-db";
import { callRoute } from "@/tests/helpers/http";
import { clearLaunchWorld, createDraftCycle, createEligibilityOrg } from "@/tests/helpers/launch-factories";
import * as launch from "@/app/api/hr/review-cycles/[id]/launch/route";
import * as excusals from "@/app/api/hr/review-cycles/[id]/excusals/route";
import * as eligibility from "@/app/api/hr/review-cycles/[id]/eligibility/route";
import { awaitJobs } from "@/lib/server/jobs/job-runs";
import { launchCycle } from "@/lib/server/review-cycles/launch-cycle";
import { resumeInterruptedJobs } from "@/lib/server/passwords/start-password-job";

const t = useTestDatabase();
beforeEach(() => clearLaunchWorld(t.prisma));

const launchCall = (cookie: string, id: number) =>
  callRoute(launch.POST, `/api/hr/review-cycles/${id}/launch`, {
    method: "POST",
    cookie,
    params: { id: String(id) },
  });

async function excuseOrphan(world: Awaited<ReturnType<typeof createEligibilityOrg>>, id: number) {
  const res = await callRoute(excusals.POST, `/api/hr/review-cycles/${id}/excusals`, {
    cookie: world.cookie,
    params: { id: String(id) },
    body: { hrisId: world.orphaned.hrisId, reason: "Account on Monday" },
  });
  expect(res.status).toBe(201);
}

describe("launching a cycle", () => {
  it("is refused while a blocking problem remains, then snapshots the participants once", async () => {
    const world = await createEligibilityOrg(t.prisma);
    const cycle = await createDraftCycle(t.prisma, { name: "Dec-26" });
    const refused = await launchCall(world.cookie, cycle.id);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      code: "conflict",
      message: "1 participant has a manager who cannot sign in. Fix or excuse it before launching.",
    });
    expect(await t.prisma.reviewCycleParticipant.count()).toBe(0);

    await excuseOrphan(world, cycle.id);
    const launched = await launchCall(world.cookie, cycle.id);
    expect(launched.status).toBe(202);
    expect(launched.json).toMatchObject({
      cycle: { name: "Dec-26", status: "Active" },
      job: { kind: "LaunchCycle", total: 5 },
    });
    await awaitJobs();
    const progress = await callRoute(launch.GET, `/api/hr/review-cycles/${cycle.id}/launch`, {
      cookie: world.cookie,
      params: { id: String(cycle.id) },
    });
    expect(progress.json).toMatchObject({ job: { status: "Completed", processed: 5, total: 5 } });
    const rows = await t.prisma.reviewCycleParticipant.findMany({
      where: { cycleId: cycle.id },
      select: { employeeId: true, reviewerId: true, reviewerAtLaunch: true, includedBy: true, status: true },
      orderBy: { employeeId: "asc" },
    });
    expect(rows).toEqual(
      [world.ann, world.ben, world.late, world.noAccountBoss, world.orphaned].map((e) => ({
        employeeId: e.id,
        reviewerId: e === world.orphaned ? world.noAccountBoss.id : world.boss.id,
        reviewerAtLaunch: e === world.orphaned ? world.noAccountBoss.id : world.boss.id,
        includedBy: e === world.orphaned ? "excused" : "rule",
        status: "Active",
      })),
    );

    const again = await launchCall(world.cookie, cycle.id);
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: "already_launched" });
    const rules = await callRoute(eligibility.PUT, `/api/hr/review-cycles/${cycle.id}/eligibility`, {
      method: "PUT",
      cookie: world.cookie,
      params: { id: String(cycle.id) },
      body: {},
    });
    expect(rules.status).toBe(409);
    expect(await t.prisma.reviewCycleParticipant.count()).toBe(5);
    const audit = await t.prisma.auditEvent.findFirst({ where: { action: "review-cycle.launch" } });
    expect(audit?.detail).toMatchObject({ cycle: "Dec-26", participants: 5, excused: 1 });
    const done = await t.prisma.auditEvent.findFirst({ where: { action: "review-cycle.launch.done" } });
    expect(done?.detail).toMatchObject({ participants: 5 });
  });

  it("two clicks at once make one set of participants and one already_launched", async () => {
    const world = await createEligibilityOrg(t.prisma);
    const cycle = await createDraftCycle(t.prisma);
    await excuseOrphan(world, cycle.id);
    const answers = await Promise.all([
      launchCall(world.cookie, cycle.id),
      launchCall(world.cookie, cycle.id),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([202, 409]);
    expect(answers.find((a) => a.status === 409)?.json).toMatchObject({ code: "already_launched" });
    await awaitJobs();
    expect(await t.prisma.reviewCycleParticipant.count({ where: { cycleId: cycle.id } })).toBe(5);
  });

  it("is refused while another cycle is active, naming it", async () => {
    const world = await createEligibilityOrg(t.prisma);
    await t.prisma.reviewCycle.create({ data: { name: "Jun-26", status: "Active" } });
    const cycle = await createDraftCycle(t.prisma);
    await excuseOrphan(world, cycle.id);
    const refused = await launchCall(world.cookie, cycle.id);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      code: "conflict",
      message: "The review cycle “Jun-26” is active. Close it before launching another one.",
    });
    expect(
      await t.prisma.reviewCycle.findUnique({ where: { id: cycle.id }, select: { status: true } }),
    ).toEqual({
      status: "Draft",
    });
  });

  it("resumes a launch whose instance died mid-way, on another look, to exactly one set", async () => {
    const world = await createEligibilityOrg(t.prisma);
    await t.prisma.employee.createMany({
      data: Array.from({ length: 30 }, (_, i) => ({
        hrisId: `R${String(i).padStart(4, "0")}`,
        name: `Resumed ${i}`,
        email: `resumed${i}@test.example`,
        mgrId: world.boss.hrisId,
      })),
    });
    const cycle = await createDraftCycle(t.prisma);
    await excuseOrphan(world, cycle.id);
    const actor = { kind: "hr" as const, hrUserId: world.hr.id, name: world.hr.username };
    const { job } = await launchCycle(actor, cycle.id, "127.0.0.1", { batchSize: 10, stopAfterBatches: 2 });
    await awaitJobs();
    expect(await t.prisma.reviewCycleParticipant.count({ where: { cycleId: cycle.id } })).toBe(20);
    // the dead instance's lease goes stale
    await t.prisma.passwordJob.update({
      where: { id: job.id },
      data: { heartbeatAt: new Date(Date.now() - 3600_000) },
    });
    expect(await resumeInterruptedJobs({ batchSize: 10 })).toBe(job.id);
    await awaitJobs();
    expect(await t.prisma.reviewCycleParticipant.count({ where: { cycleId: cycle.id } })).toBe(35);
    expect(await t.prisma.passwordJob.findUnique({ where: { id: job.id } })).toMatchObject({
      status: "Completed",
      processed: 35,
      total: 35,
    });
  });

  it("stops adding participants once the cycle is closed mid-launch, and ends the job", async () => {
    const world = await createEligibilityOrg(t.prisma);
    const cycle = await createDraftCycle(t.prisma);
    await excuseOrphan(world, cycle.id);
    const actor = { kind: "hr" as const, hrUserId: world.hr.id, name: world.hr.username };
    const { job } = await launchCycle(actor, cycle.id, "127.0.0.1", { batchSize: 2, stopAfterBatches: 1 });
    await awaitJobs();
    await t.prisma.reviewCycle.update({ where: { id: cycle.id }, data: { status: "Closed" } });
    await t.prisma.passwordJob.update({ where: { id: job.id }, data: { lockedBy: null } });
    expect(await resumeInterruptedJobs({ batchSize: 2 })).toBe(job.id);
    await awaitJobs();
    expect(await t.prisma.reviewCycleParticipant.count({ where: { cycleId: cycle.id } })).toBe(2);
    expect(await t.prisma.passwordJob.findUnique({ where: { id: job.id } })).toMatchObject({
      status: "Completed",
      processed: 2,
    });
  });

  it("answers 404 for a cycle that does not exist and 400 for a bad id", async () => {
    const world = await createEligibilityOrg(t.prisma);
    expect((await launchCall(world.cookie, 424242)).status).toBe(404);
    const bad = await callRoute(launch.POST, "/api/hr/review-cycles/abc/launch", {
      method: "POST",
      cookie: world.cookie,
      params: { id: "abc" },
    });
    expect(bad.status).toBe(400);
  });
});

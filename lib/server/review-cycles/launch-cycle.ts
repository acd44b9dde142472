import "server-only";
import { db } from "@/lib/server/db/client";
import { AppError, conflict, notFound } from "@/lib/server/errors";
import { isUniqueViolation } from "@/lib/server/http/prisma-errors";
import { auditCycle } from "@/lib/server/review-cycles/cycle-audit";
import type { HrActor } from "@/lib/server/auth/session";
import { CYCLE_NOT_FOUND, lockCycle } from "@/lib/server/review-cycles/lock-cycle-for-launch";
import { instanceId } from "@/lib/server/passwords/instance-id";
import { describeJob, JOB_SELECT } from "@/lib/server/passwords/password-status";
import type { JobRunOptions } from "@/lib/server/jobs/job-runs";
import { runLaunchJobHere } from "@/lib/server/review-cycles/run-launch-job";
import { readEligibilityRules } from "@/lib/server/review-cycles/eligibility-sql";
import { countByReason } from "@/lib/server/review-cycles/eligibility";

// POST /api/hr/review-cycles/{id}/launch (docs/decisions/0077). One transaction decides: the cycle
// row is locked, the checks run (Draft, no other Active cycle, no blocking problem, someone
// eligible), the cycle turns Active and its one launch job is created (unique cycleId). A second
// click or a second instance waits on the lock and then finds the cycle launched (409
// already_launched). The job (run-launch-job.ts) then snapshots the participants in batches,
// resumable after a crash; the unique (cycleId, employeeId) key makes one set whatever happens.

/** The counts read the whole org once (~0.2 s at 50,000 on PostgreSQL); the default 5 s is tight under load. */
const LAUNCH_TX = { timeout: 60_000, maxWait: 30_000 };

/** GET …/launch: the launch job's progress (the bar the screen polls), or null before launch. */
export async function getLaunchProgress(cycleId: number) {
  const cycle = await db.reviewCycle.findUnique({
    where: { id: cycleId },
    select: { id: true, name: true, status: true, launchJob: { select: JOB_SELECT } },
  });
  if (!cycle) throw notFound(CYCLE_NOT_FOUND);
  return {
    cycle: { id: cycle.id, name: cycle.name, status: cycle.status },
    job: cycle.launchJob ? describeJob(cycle.launchJob) : null,
  };
}

export const alreadyLaunched = (name: string) =>
  new AppError(
    409,
    `The review cycle “${name}” has already been launched.`,
    undefined,
    undefined,
    "already_launched",
  );

const otherActive = (name: string) =>
  conflict(`The review cycle “${name}” is active. Close it before launching another one.`);

export async function launchCycle(actor: HrActor, cycleId: number, ip: string, options?: JobRunOptions) {
  try {
    const launched = await db.$transaction(async (tx) => {
      const cycle = await lockCycle(tx, cycleId);
      if (cycle.status !== "Draft") throw alreadyLaunched(cycle.name);
      const active = await tx.reviewCycle.findFirst({ where: { status: "Active" }, select: { name: true } });
      if (active) throw otherActive(active.name);
      const rules = readEligibilityRules(cycle.eligibility);
      const counts = await countByReason(tx, cycleId, rules);
      const blocking = counts.manager_without_account;
      if (blocking)
        throw conflict(
          blocking === 1
            ? "1 participant has a manager who cannot sign in. Fix or excuse it before launching."
            : `${blocking} participants have a manager who cannot sign in. Fix or excuse them before launching.`,
        );
      if (counts.included + counts.excused === 0)
        throw new AppError(
          422,
          "Nobody is eligible for this cycle: change its eligibility rules before launching.",
        );
      const launched = await tx.reviewCycle.update({
        where: { id: cycleId },
        data: { status: "Active", launchedAt: new Date() },
        select: { id: true, name: true, status: true, launchedAt: true },
      });
      const participants = counts.included + counts.excused;
      const now = new Date();
      const job = await tx.passwordJob.create({
        data: {
          kind: "LaunchCycle",
          cycleId,
          status: "Running",
          total: participants,
          createdBy: actor.hrUserId,
          startedAt: now,
          heartbeatAt: now,
          lockedBy: instanceId(),
        },
        select: JOB_SELECT,
      });
      await auditCycle(tx, actor, ip, "review-cycle.launch", cycle, {
        participants,
        excused: counts.excused,
      });
      return { cycle: launched, job };
    }, LAUNCH_TX);
    void runLaunchJobHere(launched.job.id, options);
    return { cycle: launched.cycle, job: describeJob(launched.job) };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // One launch job per cycle (unique cycleId): only reachable around the row lock, but still one.
    const cycle = await db.reviewCycle.findUnique({
      where: { id: cycleId },
      select: { name: true, status: true },
    });
    if (cycle && cycle.status !== "Draft") throw alreadyLaunched(cycle.name);
    // Another cycle turned Active between the check and the update (the one-Active index refused).
    const active = await db.reviewCycle.findFirst({ where: { status: "Active" }, select: { name: true } });
    throw otherActive(active?.name ?? "another cycle");
  }
}

import "server-only";
import { db } from "@/lib/server/db/client";
import { jobLog } from "@/lib/server/log";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { instanceId } from "@/lib/server/passwords/instance-id";
import { jobStopSignal, jobsStopping, runJobOnce, type JobRunOptions } from "@/lib/server/jobs/job-runs";
import { LostJobLock, releaseAfterError, releaseLease, startHeartbeat } from "@/lib/server/jobs/job-lease";
import { classifiedEmployeesSql, readEligibilityRules } from "@/lib/server/review-cycles/eligibility-sql";

// The participant snapshot of a launched cycle, as a job of the job table (kind LaunchCycle,
// docs/decisions/0077): batches of eligible employees who have no participant row yet, each
// committed with the job's progress in one transaction. Nothing is remembered between batches but
// the rows themselves, so a run killed anywhere (kill -9 included) resumes on any instance, once the
// lease is released or stale, with exactly the employees still missing; the unique
// (cycleId, employeeId) key makes a repeated batch insert nothing.

/** Employees per batch: ~0.1–0.3 s each on PostgreSQL, a smooth bar at 50,000. */
export const LAUNCH_BATCH_SIZE = 2000;
const TX_OPTIONS = { timeout: 60_000, maxWait: 60_000 };

type LaunchJob = { id: number; cycleId: number; createdBy: number; hrUser: { username: string } };

/** Runs the launch job here unless this process already does (it must hold the lease). */
export function runLaunchJobHere(jobId: number, options: JobRunOptions = {}): Promise<void> {
  if (jobsStopping()) return releaseLease(jobId, instanceId(), "review-cycles");
  return runJobOnce(
    jobId,
    () => runLaunchJob(jobId, options),
    (error) => releaseAfterError(jobId, instanceId(), error, "review-cycles"),
  );
}

async function runLaunchJob(jobId: number, options: JobRunOptions) {
  const me = instanceId();
  const row = await db.passwordJob.findFirst({
    where: { id: jobId, lockedBy: me, status: "Running", kind: "LaunchCycle" },
    select: { id: true, cycleId: true, createdBy: true, hrUser: { select: { username: true } } },
  });
  if (!row || row.cycleId === null) return;
  const job: LaunchJob = { ...row, cycleId: row.cycleId };
  const size = options.batchSize ?? LAUNCH_BATCH_SIZE;
  jobLog("review-cycles").info({ step: "running", jobId, cycleId: job.cycleId, size }, "launch job running");
  const stopHeartbeat = startHeartbeat(jobId, me);
  const signal = jobStopSignal();
  try {
    let batches = 0;
    while (await commitBatch(job, size, me)) {
      if (signal.aborted) return await releaseLease(job.id, me, "review-cycles");
      if (options.stopAfterBatches && ++batches >= options.stopAfterBatches) return;
    }
    await finishJob(job, me);
  } finally {
    stopHeartbeat();
  }
}

/** One batch of missing participants and the job's progress, in one transaction; how many it added. */
async function commitBatch(job: LaunchJob, size: number, me: string): Promise<number> {
  return db.$transaction(async (tx) => {
    // FOR SHARE, like a save: a close waits for the batch, and a batch after a close adds nobody.
    const [cycle] = await tx.$queryRaw<{ eligibility: unknown; status: string }[]>`
      SELECT "eligibility", "status"::text AS "status" FROM "ReviewCycle" WHERE "id" = ${job.cycleId} FOR SHARE`;
    const rules = readEligibilityRules(cycle?.eligibility);
    const added =
      cycle?.status !== "Active"
        ? 0
        : await tx.$executeRaw`
      INSERT INTO "ReviewCycleParticipant" ("cycleId", "employeeId", "reviewerId", "reviewerAtLaunch", "includedBy")
      SELECT ${job.cycleId}, c."id", c."managerId", c."managerId",
        CASE c."reason" WHEN 'excused' THEN 'excused' ELSE 'rule' END
      FROM (${classifiedEmployeesSql(job.cycleId, rules)}) c
      WHERE c."reason" IN ('included', 'excused') AND NOT EXISTS (
        SELECT 1 FROM "ReviewCycleParticipant" p WHERE p."cycleId" = ${job.cycleId} AND p."employeeId" = c."id")
      ORDER BY c."id" LIMIT ${size}
      ON CONFLICT ("cycleId", "employeeId") DO NOTHING`;
    const [owned] = await tx.$queryRaw<{ processed: number; total: number }[]>`
      UPDATE "PasswordJob" SET "processed" = "processed" + ${added},
        "total" = GREATEST("total", "processed" + ${added}), "heartbeatAt" = now(), "error" = NULL
      WHERE "id" = ${job.id} AND "lockedBy" = ${me} AND "status" = 'Running'
      RETURNING "processed", "total"`;
    if (!owned) throw new LostJobLock(`job ${job.id} is no longer owned by ${me}`);
    jobLog("review-cycles").info(
      { step: "batch", jobId: job.id, cycleId: job.cycleId, count: added, ...owned },
      "launch batch committed",
    );
    return added;
  }, TX_OPTIONS);
}

async function finishJob(job: LaunchJob, me: string) {
  await db.$transaction(async (tx) => {
    const [done] = await tx.$queryRaw<{ processed: number }[]>`
      UPDATE "PasswordJob" SET "status" = 'Completed', "finishedAt" = now(), "total" = "processed",
        "lockedBy" = NULL, "heartbeatAt" = now()
      WHERE "id" = ${job.id} AND "lockedBy" = ${me} AND "status" = 'Running'
      RETURNING "processed"`;
    if (!done) throw new LostJobLock(`job ${job.id} is no longer owned by ${me}`);
    await recordAudit(
      {
        action: "review-cycle.launch.done",
        actor: { kind: "hr", hrUserId: job.createdBy, name: job.hrUser.username },
        detail: { cycleId: job.cycleId, jobId: job.id, participants: done.processed },
      },
      tx,
    );
    jobLog("review-cycles").info({ step: "done", jobId: job.id, cycleId: job.cycleId }, "launch job done");
  }, TX_OPTIONS);
}

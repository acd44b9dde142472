import "server-only";
import { jobLog } from "@/lib/server/log";
import { isUniqueViolation } from "@/lib/server/http/prisma-errors";
import { db } from "@/lib/server/db/client";
import { conflict } from "@/lib/server/errors";
import { recordAudit } from "@/lib/server/audit/record-audit";
import type { HrActor } from "@/lib/server/auth/session";
import { instanceId, isDeadLocalOwner } from "@/lib/server/passwords/instance-id";
import { JOB_RUNNING, lockPasswordWriters } from "@/lib/server/passwords/password-writer-lock";
import {
  launchPasswordJob,
  passwordJobsStopping,
  type RunOptions,
} from "@/lib/server/passwords/run-password-job";
import { runLaunchJobHere } from "@/lib/server/review-cycles/run-launch-job";

// Starting a bulk job. "Only once" is the database's job, not this process's: the generation record
// is a single row (id = 1, CHECK), created in the same transaction as the job, and only one job may
// be Pending/Running (partial unique index). Two HR users clicking together, on one instance or two,
// get one generation and one 409.

export const ALREADY_GENERATED =
  "Passwords have already been generated. Only per-employee regeneration is possible now.";
export const NOT_GENERATED = "Passwords have not been generated yet.";
export const NONE_MISSING = "Every employee already has a password.";

export async function startGeneration(actor: HrActor, ip: string, options?: RunOptions) {
  let job: { id: number; total: number };
  try {
    job = await db.$transaction(async (tx) => {
      await lockPasswordWriters(tx);
      if (await tx.passwordGeneration.findUnique({ where: { id: 1 }, select: { id: true } }))
        throw conflict(ALREADY_GENERATED);
      const total = await tx.employee.count();
      const managers = await tx.employee.findMany({
        where: { mgrId: { not: null } },
        distinct: ["mgrId"],
        select: { mgrId: true },
      });
      const created = await tx.passwordJob.create({
        data: {
          kind: "Generate",
          status: "Running",
          total,
          createdBy: actor.hrUserId,
          startedAt: new Date(),
          heartbeatAt: new Date(),
          lockedBy: instanceId(),
        },
        select: { id: true, total: true },
      });
      await tx.passwordGeneration.create({
        data: {
          id: 1,
          generated: false,
          generatedBy: actor.hrUserId,
          managerCount: managers.length,
          jobId: created.id,
        },
      });
      await recordAudit(
        {
          action: "passwords.generate",
          actor,
          detail: { jobId: created.id, employees: total, managerCount: managers.length },
          ip,
        },
        tx,
      );
      return created;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The other request won the race; say which rule it hit.
    const exists = await db.passwordGeneration.findUnique({ where: { id: 1 }, select: { id: true } });
    throw conflict(exists ? ALREADY_GENERATED : JOB_RUNNING);
  }
  void launchPasswordJob(job.id, options);
  return job;
}

export function startRegenerateAll(actor: HrActor, ip: string, options?: RunOptions) {
  return startAfterGeneration("RegenerateAll", actor, ip, options);
}

/**
 * After the one-time generation: a password for each employee with no login account (imported
 * since), through the same resumable job and audit. Once per person: the job writes only where no
 * account exists (unique employeeId, ON CONFLICT DO NOTHING), and only one job runs at a time.
 */
export function startGenerateMissing(actor: HrActor, ip: string, options?: RunOptions) {
  return startAfterGeneration("GenerateMissing", actor, ip, options);
}

const AFTER_GENERATION = {
  RegenerateAll: { audit: "passwords.regenerate-all", employees: {} },
  GenerateMissing: { audit: "passwords.generate-missing", employees: { account: null } },
} as const;

/** A job over every employee (or those without an account), once the one-time generation is done. */
async function startAfterGeneration(
  kind: keyof typeof AFTER_GENERATION,
  actor: HrActor,
  ip: string,
  options?: RunOptions,
) {
  const { audit, employees } = AFTER_GENERATION[kind];
  let job: { id: number; total: number };
  try {
    job = await db.$transaction(async (tx) => {
      await lockPasswordWriters(tx);
      const generation = await tx.passwordGeneration.findUnique({
        where: { id: 1 },
        select: { generated: true },
      });
      if (!generation) throw conflict(NOT_GENERATED);
      if (!generation.generated) throw conflict(JOB_RUNNING);
      const total = await tx.employee.count({ where: employees });
      if (!total && kind === "GenerateMissing") throw conflict(NONE_MISSING);
      const created = await tx.passwordJob.create({
        data: {
          kind,
          status: "Running",
          total,
          createdBy: actor.hrUserId,
          startedAt: new Date(),
          heartbeatAt: new Date(),
          lockedBy: instanceId(),
        },
        select: { id: true, total: true },
      });
      await recordAudit({ action: audit, actor, detail: { jobId: created.id, employees: total }, ip }, tx);
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(JOB_RUNNING);
    throw error;
  }
  void launchPasswordJob(job.id, options);
  return job;
}

/** A job with no live owner (lock released after an error, or heartbeat older than this). */
export const STALE_JOB_SECONDS = 45;

/**
 * Claims one unowned or abandoned job of the job table, a password job or a cycle launch (FOR UPDATE
 * SKIP LOCKED: instances never claim the same one) and runs it here. Called at start-up and periodically, so a restart or a dead instance resumes.
 */
export async function resumeInterruptedJobs(options?: RunOptions): Promise<number | null> {
  if (passwordJobsStopping()) return null; // shutting down: take nothing on
  const me = instanceId();
  // A job whose owner was this machine's previous server process is released at once (restart).
  const owned = await db.passwordJob.findMany({
    where: { status: { in: ["Pending", "Running"] }, lockedBy: { not: null } },
    select: { id: true, lockedBy: true },
  });
  for (const job of owned) {
    if (job.lockedBy && isDeadLocalOwner(job.lockedBy)) {
      await db.passwordJob.updateMany({
        where: { id: job.id, lockedBy: job.lockedBy },
        data: { lockedBy: null },
      });
    }
  }
  const claimed = await db.$queryRaw<{ id: number; kind: string }[]>`
    UPDATE "PasswordJob" SET "lockedBy" = ${me}, "heartbeatAt" = now(), "status" = 'Running',
      "startedAt" = COALESCE("startedAt", now())
    WHERE "id" = (
      SELECT "id" FROM "PasswordJob"
      WHERE "status" IN ('Pending', 'Running')
        AND ("lockedBy" IS NULL OR "heartbeatAt" IS NULL OR "heartbeatAt" < now() - make_interval(secs => ${STALE_JOB_SECONDS}))
      ORDER BY "id" LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING "id", "kind"::text AS "kind"`;
  const job = claimed[0];
  if (!job) return null;
  // The job table also holds review-cycle launches (lib/server/review-cycles/run-launch-job.ts).
  if (job.kind === "LaunchCycle") {
    jobLog("review-cycles").info({ step: "resumed", jobId: job.id }, "launch job resumed");
    void runLaunchJobHere(job.id, options);
    return job.id;
  }
  jobLog("passwords").info({ step: "resumed", jobId: job.id }, "password job resumed");
  void launchPasswordJob(job.id, options);
  return job.id;
}

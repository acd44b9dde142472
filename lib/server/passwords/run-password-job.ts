import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db/client";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { generatePassword } from "@/lib/server/passwords/generate-password";
import { hashEach } from "@/lib/server/passwords/hash-pool";
import { instanceId } from "@/lib/server/passwords/instance-id";
import { jobLog } from "@/lib/server/log";
import {
  allowJobs,
  awaitJobs,
  jobStopSignal,
  jobsStopping,
  runJobOnce,
  stopJobs,
  type JobRunOptions,
} from "@/lib/server/jobs/job-runs";
import { LostJobLock, releaseAfterError, releaseLease, startHeartbeat } from "@/lib/server/jobs/job-lease";
import {
  writePasswordBatch,
  BATCH_KINDS,
  isBatchKind,
  type BatchItem,
  type BatchKind,
} from "@/lib/server/passwords/write-password-batch";

// Runs a bulk password job to the end: employees in id order, each batch committed with the job's
// progress, the next batch hashed while this one is written; resumable after a restart and stopped
// at a safe point on shutdown (docs/decisions/0015).

/** Small enough for a smooth progress bar and a short redo after a crash; per-batch cost is ~3 statements. */
export const DEFAULT_BATCH_SIZE = 50;
const TX_OPTIONS = { timeout: 60_000, maxWait: 60_000 };

export type RunOptions = JobRunOptions;

type Pending = {
  items: Promise<BatchItem[]>;
  /** The items whose hash is done so far. */
  finished: () => BatchItem[];
  lastId: number;
  count: number;
} | null;
type Job = { id: number; kind: BatchKind; createdBy: number; hrUser: { username: string } };

const BATCH_AUDIT_ACTION: Record<BatchKind, string> = {
  Generate: "passwords.generate.batch",
  RegenerateAll: "passwords.regenerate-all.batch",
  GenerateMissing: "passwords.generate-missing.batch",
};

const stopSignal = jobStopSignal;
export const passwordJobsStopping = jobsStopping;

/** Starts the job in the background unless this process already runs it; returns its promise. */
export function launchPasswordJob(jobId: number, options: RunOptions = {}): Promise<void> {
  if (jobsStopping()) return releaseLease(jobId, instanceId(), "passwords"); // shutting down: leave it to another instance
  return runJobOnce(
    jobId,
    () => runPasswordJob(jobId, options),
    (error) => releaseAfterError(jobId, instanceId(), error, "passwords"),
  );
}

/** Waits for every job this process is running (tests, scripts). */
export const awaitPasswordJobs = awaitJobs;

/**
 * Shutdown: every running job commits the hashes already done (committed work stays), drops the
 * rest and releases its lease, so another instance resumes it at its next look instead of after the
 * lease goes stale. No job starts here afterwards. Resolves when they have all stopped.
 */
export const stopPasswordJobs = stopJobs;

/** Tests: let this process run jobs again after stopPasswordJobs(). */
export const allowPasswordJobs = allowJobs;

async function runPasswordJob(jobId: number, options: RunOptions) {
  const me = instanceId();
  const row = await db.passwordJob.findFirst({
    where: { id: jobId, lockedBy: me, status: "Running", kind: { in: [...BATCH_KINDS] } },
    select: { id: true, kind: true, createdBy: true, hrUser: { select: { username: true } } },
  });
  if (!row || !isBatchKind(row.kind)) return;
  const job: Job = { ...row, kind: row.kind };
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  jobLog("passwords").info({ step: "running", jobId, kind: job.kind, batchSize }, "password job running");
  const stopHeartbeat = startHeartbeat(jobId, me);
  const signal = stopSignal();
  try {
    let batches = 0;
    let current = await startBatch(job, 0, batchSize, signal);
    while (current) {
      const upcoming = await startBatch(job, current.lastId, batchSize, signal);
      const items = await doneOrStopped(current, signal);
      if (items.length) await commitBatch(job, items, me);
      current = upcoming;
      if (signal.aborted) return await releaseLease(job.id, me, "passwords"); // upcoming's queued hashes were dropped
      if (options.stopAfterBatches && ++batches >= options.stopAfterBatches) {
        await upcoming?.items.catch(() => {}); // let the pool settle; nothing of it is written
        return;
      }
    }
    await finishJob(job, me);
  } finally {
    stopHeartbeat();
  }
}

/**
 * Picks the next employees this job has not done yet (for GenerateMissing: who have no account at
 * all) and queues their hashes on the pool.
 */
async function startBatch(job: Job, afterId: number, size: number, signal: AbortSignal): Promise<Pending> {
  const todo =
    job.kind === "GenerateMissing"
      ? Prisma.sql`a."id" IS NULL`
      : Prisma.sql`(a."id" IS NULL OR a."passwordJobId" IS DISTINCT FROM ${job.id})`;
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT e."id" FROM "Employee" e LEFT JOIN "LoginAccount" a ON a."employeeId" = e."id"
    WHERE e."id" > ${afterId} AND ${todo}
    ORDER BY e."id" LIMIT ${size}`;
  if (!rows.length) return null;
  const passwords = rows.map(() => generatePassword());
  const done: (BatchItem | undefined)[] = [];
  const each = hashEach(passwords, undefined, signal).map((hash, i) =>
    hash.then((h) => (done[i] = { employeeId: rows[i]!.id, password: passwords[i]!, hash: h })),
  );
  const items = Promise.all(each);
  items.catch(() => {}); // observed later by doneOrStopped; avoid an unhandled rejection meanwhile
  const finished = () => done.filter((item) => item !== undefined);
  return { items, finished, lastId: rows[rows.length - 1]!.id, count: rows.length };
}

/** The whole batch, or, once shutdown began, the part of it whose hashes are done. */
function doneOrStopped(batch: NonNullable<Pending>, signal: AbortSignal): Promise<BatchItem[]> {
  if (signal.aborted) return Promise.resolve(batch.finished());
  return new Promise((resolve, reject) => {
    const onStop = () => resolve(batch.finished());
    signal.addEventListener("abort", onStop, { once: true });
    batch.items.then(
      (items) => {
        signal.removeEventListener("abort", onStop);
        resolve(items);
      },
      (error: unknown) => (signal.aborted ? resolve(batch.finished()) : reject(error)),
    );
  });
}

async function commitBatch(job: Job, items: BatchItem[], me: string) {
  await db.$transaction(async (tx) => {
    const written = await writePasswordBatch(tx, job.id, job.kind, items);
    const n = written.length;
    const [owned] = await tx.$queryRaw<{ processed: number; total: number }[]>`
      UPDATE "PasswordJob" SET "processed" = "processed" + ${n}, "total" = GREATEST("total", "processed" + ${n}),
        "heartbeatAt" = now(), "error" = NULL
      WHERE "id" = ${job.id} AND "lockedBy" = ${me} AND "status" = 'Running'
      RETURNING "processed", "total"`;
    if (!owned) throw new LostJobLock(`job ${job.id} is no longer owned by ${me}`);
    jobLog("passwords").info(
      {
        step: "batch",
        jobId: job.id,
        kind: job.kind,
        count: n,
        processed: owned.processed,
        total: owned.total,
      },
      "password batch committed",
    );
    if (!n) return;
    const ids = await tx.employee.findMany({
      where: { id: { in: written.map((w) => w.employeeId) } },
      select: { hrisId: true },
    });
    await recordAudit(
      {
        action: BATCH_AUDIT_ACTION[job.kind],
        actor: { kind: "hr", hrUserId: job.createdBy, name: job.hrUser.username },
        employeeIds: ids.map((e) => e.hrisId),
        detail: { jobId: job.id, count: n },
      },
      tx,
    );
  }, TX_OPTIONS);
}

async function finishJob(job: Job, me: string) {
  await db.$transaction(async (tx) => {
    const done = await tx.$executeRaw`
      UPDATE "PasswordJob" SET "status" = 'Completed', "finishedAt" = now(), "total" = "processed",
        "lockedBy" = NULL, "heartbeatAt" = now()
      WHERE "id" = ${job.id} AND "lockedBy" = ${me} AND "status" = 'Running'`;
    if (done !== 1) throw new LostJobLock(`job ${job.id} is no longer owned by ${me}`);
    jobLog("passwords").info({ step: "done", jobId: job.id, kind: job.kind }, "password job done");
    if (job.kind === "Generate") {
      await tx.passwordGeneration.updateMany({
        where: { jobId: job.id },
        data: { generated: true, generatedAt: new Date() },
      });
    }
  }, TX_OPTIONS);
}

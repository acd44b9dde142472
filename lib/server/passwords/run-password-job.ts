import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db/client";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { generatePassword } from "@/lib/server/passwords/generate-password";
import { hashEach } from "@/lib/server/passwords/hash-pool";
import { instanceId } from "@/lib/server/passwords/instance-id";
import { jobLog } from "@/lib/server/log";
import {
  writePasswordBatch,
  type BatchItem,
  type BatchKind,
} from "@/lib/server/passwords/write-password-batch";

// Runs a bulk password job to the end: employees in id order, each batch committed with the job's
// progress, the next batch hashed while this one is written; resumable after a restart and stopped
// at a safe point on shutdown (docs/decisions/0015).

/** Small enough for a smooth progress bar and a short redo after a crash; per-batch cost is ~3 statements. */
export const DEFAULT_BATCH_SIZE = 50;
const HEARTBEAT_MS = 10_000;
const TX_OPTIONS = { timeout: 60_000, maxWait: 60_000 };

export type RunOptions = {
  batchSize?: number;
  /** Tests: stop (as if the process died) after this many batches. */ stopAfterBatches?: number;
};

type Pending = {
  items: Promise<BatchItem[]>;
  /** The items whose hash is done so far. */
  finished: () => BatchItem[];
  lastId: number;
  count: number;
} | null;
type Job = { id: number; kind: BatchKind; createdBy: number; hrUser: { username: string } };

class LostJobLock extends Error {}

const BATCH_AUDIT_ACTION: Record<BatchKind, string> = {
  Generate: "passwords.generate.batch",
  RegenerateAll: "passwords.regenerate-all.batch",
  GenerateMissing: "passwords.generate-missing.batch",
};

const g = globalThis as unknown as {
  __yardstickPasswordRuns?: Map<number, Promise<void>>;
  __yardstickPasswordJobsStop?: AbortController;
};
const runs = () => (g.__yardstickPasswordRuns ??= new Map());
/** Aborted by stopPasswordJobs(): the running jobs stop and their queued hashes are dropped. */
const stopSignal = () => (g.__yardstickPasswordJobsStop ??= new AbortController()).signal;
const stopping = () => stopSignal().aborted;
export const passwordJobsStopping = stopping;

/** Starts the job in the background unless this process already runs it; returns its promise. */
export function launchPasswordJob(jobId: number, options: RunOptions = {}): Promise<void> {
  if (stopping()) return releaseLease(jobId, instanceId()); // shutting down: leave it to another instance
  const existing = runs().get(jobId);
  if (existing) return existing;
  const run = runPasswordJob(jobId, options)
    .catch((error) => releaseAfterError(jobId, error))
    .finally(() => runs().delete(jobId));
  runs().set(jobId, run);
  return run;
}

/** Waits for every job this process is running (tests, scripts). */
export async function awaitPasswordJobs() {
  while (runs().size) await Promise.allSettled([...runs().values()]);
}

/**
 * Shutdown: every running job commits the hashes already done (committed work stays), drops the
 * rest and releases its lease, so another instance resumes it at its next look instead of after the
 * lease goes stale. No job starts here afterwards. Resolves when they have all stopped.
 */
export async function stopPasswordJobs() {
  if (!stopping()) g.__yardstickPasswordJobsStop!.abort(new Error("shutting down"));
  await awaitPasswordJobs();
}

/** Tests: let this process run jobs again after stopPasswordJobs(). */
export function allowPasswordJobs() {
  g.__yardstickPasswordJobsStop = new AbortController();
}

async function runPasswordJob(jobId: number, options: RunOptions) {
  const me = instanceId();
  const job: Job | null = await db.passwordJob.findFirst({
    where: { id: jobId, lockedBy: me, status: "Running" },
    select: { id: true, kind: true, createdBy: true, hrUser: { select: { username: true } } },
  });
  if (!job) return;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  jobLog("passwords").info({ step: "running", jobId, kind: job.kind, batchSize }, "password job running");
  // DB clock (now()) like every other heartbeat write, so app-server clock skew never makes a live job look stale.
  const heartbeat = setInterval(() => {
    db.$executeRaw`UPDATE "PasswordJob" SET "heartbeatAt" = now() WHERE "id" = ${jobId} AND "lockedBy" = ${me}`.catch(
      () => {},
    );
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const signal = stopSignal();
  try {
    let batches = 0;
    let current = await startBatch(job, 0, batchSize, signal);
    while (current) {
      const upcoming = await startBatch(job, current.lastId, batchSize, signal);
      const items = await doneOrStopped(current, signal);
      if (items.length) await commitBatch(job, items, me);
      current = upcoming;
      if (signal.aborted) return await releaseLease(job.id, me); // upcoming's queued hashes were dropped
      if (options.stopAfterBatches && ++batches >= options.stopAfterBatches) {
        await upcoming?.items.catch(() => {}); // let the pool settle; nothing of it is written
        return;
      }
    }
    await finishJob(job, me);
  } finally {
    clearInterval(heartbeat);
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

/** Hands the job back at a safe point (between batches) for another instance to resume now. */
async function releaseLease(jobId: number, me: string) {
  await db.passwordJob.updateMany({ where: { id: jobId, lockedBy: me }, data: { lockedBy: null } });
  jobLog("passwords").info(
    { step: "paused", jobId },
    "password job paused for shutdown; another instance resumes it",
  );
}

/** A failed run hands the job back (lock released) so the resume loop retries it. */
async function releaseAfterError(jobId: number, error: unknown) {
  if (error instanceof LostJobLock) {
    // another instance took over; nothing to undo
    jobLog("passwords").warn({ step: "lost", jobId }, "password job taken over by another instance");
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  jobLog("passwords").error(
    { step: "failed", jobId, error: message },
    "password job stopped and will be retried",
  );
  await db.passwordJob
    .updateMany({
      where: { id: jobId, lockedBy: instanceId() },
      data: { lockedBy: null, error: message.slice(0, 1000) },
    })
    .catch(() => {});
}

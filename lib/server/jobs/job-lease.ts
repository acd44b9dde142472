import "server-only";
import { db } from "@/lib/server/db/client";
import { jobLog } from "@/lib/server/log";

// The lease of a job-table row (PasswordJob.lockedBy + heartbeatAt): the instance running a job
// renews it; a released or stale lease lets another instance resume the job
// (resumeInterruptedJobs). Shared by every kind of job in the table.

const HEARTBEAT_MS = 10_000;

export type JobLogName = "passwords" | "review-cycles";
const NOUN: Record<JobLogName, string> = { passwords: "password", "review-cycles": "launch" };

/** The job was taken over by another instance (its lease went stale): stop, undo nothing. */
export class LostJobLock extends Error {}

/** Renews the lease every few seconds until the returned function is called. */
export function startHeartbeat(jobId: number, me: string): () => void {
  // DB clock (now()) like every other heartbeat write, so app-server clock skew never makes a live job look stale.
  const timer = setInterval(() => {
    db.$executeRaw`UPDATE "PasswordJob" SET "heartbeatAt" = now() WHERE "id" = ${jobId} AND "lockedBy" = ${me}`.catch(
      () => {},
    );
  }, HEARTBEAT_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** Hands the job back at a safe point (between batches) for another instance to resume now. */
export async function releaseLease(jobId: number, me: string, name: JobLogName) {
  await db.passwordJob.updateMany({ where: { id: jobId, lockedBy: me }, data: { lockedBy: null } });
  jobLog(name).info(
    { step: "paused", jobId },
    `${NOUN[name]} job paused for shutdown; another instance resumes it`,
  );
}

/** A failed run hands the job back (lock released) so the resume loop retries it. */
export async function releaseAfterError(jobId: number, me: string, error: unknown, name: JobLogName) {
  if (error instanceof LostJobLock) {
    // another instance took over; nothing to undo
    jobLog(name).warn({ step: "lost", jobId }, `${NOUN[name]} job taken over by another instance`);
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  jobLog(name).error(
    { step: "failed", jobId, error: message },
    `${NOUN[name]} job stopped and will be retried`,
  );
  await db.passwordJob
    .updateMany({
      where: { id: jobId, lockedBy: me },
      data: { lockedBy: null, error: message.slice(0, 1000) },
    })
    .catch(() => {});
}

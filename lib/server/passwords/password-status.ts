import "server-only";
import { db } from "@/lib/server/db/client";
import { BATCH_KINDS, isBatchKind } from "@/lib/server/passwords/write-password-batch";
import type { JobProgress, PasswordStatusAnswer } from "@/lib/shared/schemas/passwords";

// GET /api/hr/passwords-status and /api/hr/generation-progress: cheap reads for the cards and the
// progress bar (no password is read or decrypted here). describeJob serves a cycle launch's too.

type JobRow<K extends string> = {
  id: number;
  kind: K;
  status: JobProgress["status"];
  total: number;
  processed: number;
  startedAt: Date | null;
  finishedAt: Date | null;
  error: string | null;
};

/** The columns describeJob reads, for every kind of job in the table. */
export const JOB_SELECT = {
  id: true,
  kind: true,
  status: true,
  total: true,
  processed: true,
  startedAt: true,
  finishedAt: true,
  error: true,
} as const;

export function describeJob<K extends string>(job: JobRow<K>, now = Date.now()): JobProgress<K> {
  const end = job.finishedAt?.getTime() ?? now;
  const seconds = job.startedAt ? (end - job.startedAt.getTime()) / 1000 : 0;
  const rate = seconds > 0 && job.processed > 0 ? job.processed / seconds : null;
  const left = Math.max(0, job.total - job.processed);
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    total: job.total,
    processed: job.processed,
    startedAt: job.startedAt?.toISOString() ?? null,
    finishedAt: job.finishedAt?.toISOString() ?? null,
    ratePerSecond: rate === null ? null : Math.round(rate * 10) / 10,
    secondsLeft: job.status === "Completed" ? 0 : rate ? Math.ceil(left / rate) : null,
    // A committed batch clears the error (run-password-job.ts).
    retrying: job.error !== null && (job.status === "Running" || job.status === "Pending"),
  };
}

/** The latest bulk job, running or finished. */
export async function getLatestJob(): Promise<JobProgress | null> {
  const job = await db.passwordJob.findFirst({
    where: { kind: { in: [...BATCH_KINDS] } },
    orderBy: { id: "desc" },
    select: JOB_SELECT,
  });
  return job && isBatchKind(job.kind) ? describeJob({ ...job, kind: job.kind }) : null;
}

export async function getPasswordStatus(): Promise<PasswordStatusAnswer> {
  const [generation, totalPasswords, missingPasswords, job] = await Promise.all([
    db.passwordGeneration.findUnique({
      where: { id: 1 },
      select: {
        generated: true,
        generatedAt: true,
        managerCount: true,
        hrUser: { select: { username: true } },
      },
    }),
    // Passwords issued: a distribution copy exists, or the employee has since chosen their own.
    db.loginAccount.count({
      where: { OR: [{ encryptedPassword: { not: null } }, { passwordStatus: "Changed" }] },
    }),
    db.employee.count({ where: { account: null } }),
    getLatestJob(),
  ]);
  return {
    hasGenerated: !!generation?.generated,
    generatedAt: generation?.generated ? generation.generatedAt.toISOString() : null,
    generatedBy: generation?.hrUser.username ?? null,
    managerCount: generation?.managerCount ?? 0,
    totalPasswords,
    missingPasswords,
    job,
  };
}

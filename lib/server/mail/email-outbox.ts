import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/server/db/client";
import { AppError } from "@/lib/server/errors";
import { lockWritersWhileNoJobRuns } from "@/lib/server/passwords/password-writer-lock";
import { recordAudit } from "@/lib/server/audit/record-audit";
import type { HrActor } from "@/lib/server/auth/session";
import { EMAIL_NOT_CONFIGURED, isMailConfigured } from "@/lib/server/mail/mail-transport";
import { wakeOutboxWorker } from "@/lib/server/mail/outbox-worker";
import type { EmailProgressAnswer } from "@/lib/shared/schemas/passwords";

// POST /api/hr/send-all-emails queues one message per employee with a distributable password and
// answers at once; the outbox worker sends them. The dedupe key is (employee, password version):
// queueing again never re-sends a password an employee was already sent, and a message that failed
// for good is queued again.

/** Queueing 50,000 messages is one statement, but longer than a transaction's default 5 s may be. */
const QUEUE_TX_OPTIONS = { timeout: 60_000, maxWait: 60_000 };

/** Batch ids of outbox rows that record a single "Send Email" (send-login-email.ts). */
export const SINGLE_SEND_BATCH = "single:";

export async function queueLoginEmails(actor: HrActor, ip: string) {
  if (!isMailConfigured()) throw new AppError(503, EMAIL_NOT_CONFIGURED);
  const batchId = randomUUID();
  // The audit row commits with the queue or not at all: the worker sends whatever is queued, so a
  // queue without its row would email passwords the trail never names.
  const queued = await db.$transaction(async (tx) => {
    // A running job is rewriting passwords: what is queued now would be refused by the worker as
    // "changed after it was queued", or leave out everyone the job has not reached yet.
    await lockWritersWhileNoJobRuns(tx);
    const rows = await tx.$queryRaw<{ hrisId: string }[]>`
      WITH queued AS (
        INSERT INTO "EmailOutbox" ("batchId", "employeeId", "dedupeKey", "status", "attempts", "nextAttemptAt", "createdBy", "createdAt")
        SELECT ${batchId}, a."employeeId", 'login:' || a."employeeId" || ':' || md5(a."encryptedPassword"), 'Pending', 0, now(), ${actor.name}, now()
        FROM "LoginAccount" a
        WHERE a."encryptedPassword" IS NOT NULL
        ON CONFLICT ("dedupeKey") DO UPDATE SET "batchId" = EXCLUDED."batchId", "status" = 'Pending', "attempts" = 0,
          "nextAttemptAt" = now(), "lastError" = NULL, "createdBy" = EXCLUDED."createdBy", "createdAt" = now()
        WHERE "EmailOutbox"."status" = 'Failed'
        RETURNING "employeeId")
      SELECT e."hrisId" FROM queued q JOIN "Employee" e ON e."id" = q."employeeId" ORDER BY e."hrisId"`;
    await recordAudit(
      {
        action: "email.send-all",
        actor,
        employeeIds: rows.map((q) => q.hrisId),
        detail: { batchId, queued: rows.length },
        ip,
      },
      tx,
    );
    return rows;
  }, QUEUE_TX_OPTIONS);
  if (queued.length) wakeOutboxWorker();
  const n = queued.length;
  // Nothing new, but an earlier Send All may still be under way (10,000 messages take over an hour).
  const underWay = n
    ? 0
    : await db.emailOutbox.count({ where: { kind: "login", status: { in: ["Pending", "Sending"] } } });
  return {
    message: n
      ? `Queued login emails for ${n} employee${n === 1 ? "" : "s"}`
      : underWay
        ? `${underWay} login email${underWay === 1 ? " is" : "s are"} still being sent; there is nothing new to queue.`
        : "No login emails to send: every employee with a password has already been sent theirs.",
    batchId: n ? batchId : null,
    queued: n,
  };
}

/** GET /api/hr/email-progress: the latest bulk send's counts and its failures. */
export async function getEmailProgress(): Promise<EmailProgressAnswer> {
  const latest = await db.emailOutbox.findFirst({
    where: { kind: "login", NOT: { batchId: { startsWith: SINGLE_SEND_BATCH } } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { batchId: true },
  });
  if (!latest) return { batch: null };
  const [counts, failures] = await Promise.all([
    db.emailOutbox.groupBy({ by: ["status"], where: { batchId: latest.batchId }, _count: { _all: true } }),
    db.emailOutbox.findMany({
      where: { batchId: latest.batchId, status: "Failed" },
      orderBy: { id: "asc" },
      take: 50,
      select: { lastError: true, employee: { select: { hrisId: true, name: true, email: true } } },
    }),
  ]);
  const count = (s: string) => counts.find((c) => c.status === s)?._count._all ?? 0;
  return {
    batch: {
      id: latest.batchId,
      total: counts.reduce((n, c) => n + c._count._all, 0),
      sent: count("Sent"),
      failed: count("Failed"),
      pending: count("Pending") + count("Sending"),
      // a login row always has its employee (only HR's escalation digest has none)
      failures: failures.flatMap((f) =>
        f.employee ? [{ ...f.employee, error: f.lastError ?? "Unknown error" }] : [],
      ),
    },
  };
}

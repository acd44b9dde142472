import "server-only";
import { randomUUID } from "node:crypto";
import { db, type Tx } from "@/lib/server/db/client";
import { AppError } from "@/lib/server/errors";
import { SINGLE_SEND_BATCH } from "@/lib/server/mail/email-outbox";
import { recordAudit, type AuditInput } from "@/lib/server/audit/record-audit";
import type { HrActor } from "@/lib/server/auth/session";
import { describeMailError, EMAIL_NOT_CONFIGURED, getMailTransport } from "@/lib/server/mail/mail-transport";
import { loadLoginEmail } from "@/lib/server/mail/load-login-email";

// POST /api/hr/send-email: one employee's login email, sent now so HR sees the outcome in the toast.

const SENDING_NOW = "This employee's login email is being sent right now. Please check again in a minute.";
/** Past this, an unfinished claim counts as interrupted (the outbox worker's sweep marks it Failed). */
const SINGLE_SEND_LEASE_SECONDS = 5 * 60;

export async function sendLoginEmail(actor: HrActor, hrisId: string, ip: string) {
  const transport = getMailTransport();
  if (!transport) throw new AppError(503, EMAIL_NOT_CONFIGURED);
  const loaded = await loadLoginEmail({ hrisId });
  if (!loaded.ok) throw new AppError(loaded.status, loaded.reason);
  const claim = await claimSingleSend(actor, loaded.employeeId, loaded.version, {
    action: "email.send.started",
    actor,
    employeeIds: [loaded.hrisId],
    ip,
  });
  try {
    await transport.sendMail(loaded.message);
  } catch (error) {
    const reason = describeMailError(error);
    // Sent before (by a Send All): it still was; otherwise a later Send All tries again.
    await settleSingleSend(claim, claim.previous === "Sent" ? "Sent" : "Failed", reason, {
      action: "email.send.failed",
      actor,
      employeeIds: [loaded.hrisId],
      detail: { reason },
      ip,
    });
    throw new AppError(502, reason);
  }
  await settleSingleSend(claim, "Sent", null, {
    action: "email.send",
    actor,
    employeeIds: [loaded.hrisId],
    ip,
  });
  return { message: "Login email sent successfully" };
}

type Claim = { id: number; previous: string | null };

/**
 * A message sent by hand takes the outbox row of its (employee, password version), the key a
 * Send All queues under, before it is sent: the worker then leaves it alone, a later Send All does
 * not send that password again, and while the worker itself is sending it this one is refused
 * (never two copies). A new row's batch id starts with SINGLE_SEND_BATCH: the bulk progress card
 * is about the last Send All, not about these. The claim commits with its audit row (`started`):
 * once a message can leave, the trail names its employee, whatever happens after the send.
 */
async function claimSingleSend(
  actor: HrActor,
  employeeId: number,
  version: string,
  started: AuditInput,
): Promise<Claim> {
  const key = `login:${employeeId}:${version}`;
  return db.$transaction(async (tx) => {
    const claim = await takeOutboxRow(tx, actor, employeeId, key);
    await recordAudit(started, tx);
    return claim;
  });
}

async function takeOutboxRow(tx: Tx, actor: HrActor, employeeId: number, key: string): Promise<Claim> {
  const [row] = await tx.$queryRaw<{ id: number; status: string }[]>`
      SELECT "id", "status"::text AS "status" FROM "EmailOutbox" WHERE "dedupeKey" = ${key} FOR UPDATE`;
  if (row?.status === "Sending") throw new AppError(409, SENDING_NOW);
  if (row) {
    await tx.$executeRaw`
        UPDATE "EmailOutbox" SET "status" = 'Sending', "nextAttemptAt" = now() + make_interval(secs => ${SINGLE_SEND_LEASE_SECONDS})
        WHERE "id" = ${row.id}`;
    return { id: row.id, previous: row.status };
  }
  const [created] = await tx.$queryRaw<{ id: number }[]>`
      INSERT INTO "EmailOutbox" ("batchId", "employeeId", "dedupeKey", "status", "attempts", "nextAttemptAt", "createdBy", "createdAt")
      VALUES (${`${SINGLE_SEND_BATCH}${randomUUID()}`}, ${employeeId}, ${key}, 'Sending', 1,
        now() + make_interval(secs => ${SINGLE_SEND_LEASE_SECONDS}), ${actor.name}, now())
      ON CONFLICT ("dedupeKey") DO NOTHING RETURNING "id"`;
  if (!created) throw new AppError(409, SENDING_NOW);
  return { id: created.id, previous: null };
}

/** The outcome: the outbox row and its audit row, together. */
async function settleSingleSend(
  claim: Claim,
  status: "Sent" | "Failed",
  reason: string | null,
  outcome: AuditInput,
) {
  await db.$transaction(async (tx) => {
    await tx.emailOutbox.updateMany({
      where: { id: claim.id, status: "Sending" },
      data:
        status === "Sent" ? { status, sentAt: new Date(), lastError: null } : { status, lastError: reason },
    });
    await recordAudit(outcome, tx);
  });
}

import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { SINGLE_SEND_BATCH } from "@/lib/server/mail/email-outbox";
import { recordAudit } from "@/lib/server/audit";
import type { HrActor } from "@/lib/server/auth/session";
import { describeMailError, EMAIL_NOT_CONFIGURED, getMailTransport } from "@/lib/server/mail/mail-transport";
import { loadLoginEmail } from "@/lib/server/mail/load-login-email";

// POST /api/hr/send-email: one employee's login email, sent now so HR sees the outcome in the toast.

type Actor = HrActor;

export async function sendLoginEmail(actor: Actor, hrisId: string, ip: string) {
  const transport = getMailTransport();
  if (!transport) throw new AppError(503, EMAIL_NOT_CONFIGURED);
  const loaded = await loadLoginEmail({ hrisId });
  if (!loaded.ok) throw new AppError(loaded.status, loaded.reason);
  try {
    await transport.sendMail(loaded.message);
  } catch (error) {
    const reason = describeMailError(error);
    await recordAudit({
      action: "email.send.failed",
      actor,
      employeeIds: [loaded.hrisId],
      detail: { reason },
      ip,
    });
    throw new AppError(502, reason);
  }
  await recordSingleSend(actor, loaded.employeeId, loaded.version);
  await recordAudit({ action: "email.send", actor, employeeIds: [loaded.hrisId], ip });
  return { message: "Login email sent successfully" };
}

/**
 * The outbox learns of a message sent by hand under the same key as a bulk send's (employee,
 * password version), so a later "Send All Login Emails" does not send that password again and a
 * queued copy not yet sent is dropped. Its batch id starts with SINGLE_SEND_BATCH: the bulk
 * progress card is about the last Send All, not about these.
 */
async function recordSingleSend(actor: Actor, employeeId: number, version: string) {
  await db.$executeRaw`
    INSERT INTO "EmailOutbox" ("batchId", "employeeId", "dedupeKey", "status", "attempts", "nextAttemptAt", "createdBy", "createdAt", "sentAt")
    VALUES (${`${SINGLE_SEND_BATCH}${randomUUID()}`}, ${employeeId}, ${`login:${employeeId}:${version}`}, 'Sent', 1, now(), ${actor.name}, now(), now())
    ON CONFLICT ("dedupeKey") DO UPDATE SET "status" = 'Sent', "sentAt" = now(), "lastError" = NULL
      WHERE "EmailOutbox"."status" IN ('Pending', 'Failed')`;
}

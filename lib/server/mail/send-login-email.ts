import "server-only";
import { AppError } from "@/lib/server/errors";
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
  await recordAudit({ action: "email.send", actor, employeeIds: [loaded.hrisId], ip });
  return { message: "Login email sent successfully" };
}

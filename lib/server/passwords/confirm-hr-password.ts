import "server-only";
import { db } from "@/lib/server/db/client";
import { AppError, unauthorized } from "@/lib/server/errors";
import { recordAudit } from "@/lib/server/audit/record-audit";
import type { HrSession } from "@/lib/server/auth/session";
import type { HrClaims } from "@/lib/server/auth/session-token";
import { burnPasswordCheck, verifyPassword } from "@/lib/server/auth/passwords";
import { claimSignInAttempt } from "@/lib/server/auth/login-throttle";
import { deviceNonceFor } from "@/lib/server/auth/device-cookie";

// POST /api/hr/reauth: an HR user proves their password again to unlock the secret-revealing calls
// for 15 minutes. Attempts are throttled like the HR login (same counters, same device cookie).

export async function confirmHrPassword(
  session: HrSession,
  password: string,
  ip: string,
  deviceCookie?: string,
): Promise<HrClaims> {
  const hr = await db.hrUser.findUnique({
    where: { id: session.hrUserId },
    select: { username: true, passwordHash: true, sessionVersion: true },
  });
  if (!hr) {
    await burnPasswordCheck(password);
    throw unauthorized();
  }
  const attempt = await claimSignInAttempt({ kind: "hr", id: session.hrUserId }, ip, {
    device: deviceNonceFor(deviceCookie, { kind: "hr", id: session.hrUserId }),
    message: "Too many failed attempts.",
  });
  if (!(await verifyPassword(password, hr.passwordHash))) {
    // Like a failed sign-in (ADR 0050): someone holding this HR session guessed its password.
    await recordAudit({ action: "hr.reauth.failure", actor: session, ip });
    throw new AppError(401, "Incorrect password.", [{ path: "password", message: "Incorrect password." }]);
  }
  await attempt.succeeded();
  await recordAudit({ action: "hr.reauth", actor: session, ip });
  return { ...session, ver: hr.sessionVersion, authAt: Math.floor(Date.now() / 1000) };
}

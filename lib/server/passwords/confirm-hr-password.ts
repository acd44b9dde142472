import "server-only";
import { db } from "@/lib/server/db";
import { AppError, tooManyRequests, unauthorized } from "@/lib/server/errors";
import { recordAudit } from "@/lib/server/audit";
import type { Session } from "@/lib/server/auth/session";
import type { SessionClaims } from "@/lib/server/auth/session-token";
import { burnPasswordCheck, verifyPassword } from "@/lib/server/auth/passwords";
import { LOGIN_WINDOW, MAX_FAILURES_PER_ACCOUNT } from "@/lib/server/auth/login";
import { clearCounter, incrementCounter, readCounter, secondsLeftInWindow } from "@/lib/server/rate-limit";

// POST /api/hr/reauth: an HR user proves their password again to unlock the secret-revealing calls
// for 15 minutes. Failures count against the same per-account limit as the HR login.

export async function confirmHrPassword(
  session: Session,
  password: string,
  ip: string,
): Promise<SessionClaims> {
  const hr = await db.hrUser.findUnique({
    where: { id: session.id },
    select: { username: true, passwordHash: true, sessionVersion: true },
  });
  if (!hr) {
    await burnPasswordCheck(password);
    throw unauthorized();
  }
  const key = `login:hr:${hr.username.toLowerCase()}`;
  if ((await readCounter(key, LOGIN_WINDOW)) >= MAX_FAILURES_PER_ACCOUNT) {
    const minutes = Math.ceil(secondsLeftInWindow(LOGIN_WINDOW) / 60);
    throw tooManyRequests(
      `Too many failed attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
      secondsLeftInWindow(LOGIN_WINDOW),
    );
  }
  if (!(await verifyPassword(password, hr.passwordHash))) {
    await incrementCounter(key, LOGIN_WINDOW);
    throw new AppError(401, "Incorrect password.", [{ path: "password", message: "Incorrect password." }]);
  }
  await clearCounter(key, LOGIN_WINDOW);
  await recordAudit({ action: "hr.reauth", actor: session, ip });
  return { ...session, ver: hr.sessionVersion, authAt: Math.floor(Date.now() / 1000) };
}

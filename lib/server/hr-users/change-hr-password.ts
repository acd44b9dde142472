import "server-only";
import { db } from "@/lib/server/db/client";
import { AppError } from "@/lib/server/errors";
import { recordAudit } from "@/lib/server/audit/record-audit";
import type { HrSession } from "@/lib/server/auth/session";
import type { HrClaims } from "@/lib/server/auth/session-token";
import { verifyPassword } from "@/lib/server/auth/passwords";
import { hashPasswordInPool } from "@/lib/server/passwords/hash-pool";
import { confirmHrPassword } from "@/lib/server/passwords/confirm-hr-password";
import { hrPasswordProblem } from "@/lib/server/hr-users/hr-password-rules";
import type { HrChangePasswordInput } from "@/lib/shared/schemas/hr-password";

// An HR administrator replaces their own password. The current one is checked as the HR
// re-authentication checks it (same throttled counters); this session continues with the new
// version, every other session of the account ends.

const refuse = (path: "currentPassword" | "newPassword", message: string) =>
  new AppError(400, message, [{ path, message }]);

export async function changeHrPassword(
  session: HrSession,
  input: HrChangePasswordInput,
  ip: string,
): Promise<HrClaims> {
  try {
    await confirmHrPassword(session, input.currentPassword, ip);
  } catch (error) {
    // A wrong password is a mistake in the form, not an ended session.
    if (error instanceof AppError && error.status === 401 && error.issues?.length)
      throw refuse("currentPassword", "Your current password is not correct.");
    throw error;
  }
  const problem = hrPasswordProblem(input.newPassword, session.name);
  if (problem) throw refuse("newPassword", problem);
  const current = await db.hrUser.findUniqueOrThrow({
    where: { id: session.hrUserId },
    select: { passwordHash: true },
  });
  if (await verifyPassword(input.newPassword, current.passwordHash))
    throw refuse("newPassword", "Choose a password that is different from your current one.");

  const passwordHash = await hashPasswordInPool(input.newPassword);
  const updated = await db.$transaction(async (tx) => {
    const row = await tx.hrUser.update({
      where: { id: session.hrUserId },
      data: { passwordHash, sessionVersion: { increment: 1 } },
      select: { sessionVersion: true },
    });
    await recordAudit({ action: "hr-admin.password-change", actor: session, ip }, tx);
    return row;
  });
  const { kind, hrUserId, name } = session;
  return { kind, hrUserId, name, ver: updated.sessionVersion, authAt: Math.floor(Date.now() / 1000) };
}

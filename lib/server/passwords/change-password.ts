import "server-only";
import { db } from "@/lib/server/db/client";
import { AppError, notFound } from "@/lib/server/errors";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { hasRecentSignIn, type ManagerSession } from "@/lib/server/auth/session";
import type { ManagerClaims } from "@/lib/server/auth/session-token";
import { verifyPassword } from "@/lib/server/auth/passwords";
import { hashPasswordInPool } from "@/lib/server/passwords/hash-pool";
import { isCommonPassword } from "@/lib/server/passwords/common-passwords";
import type { ChangePasswordInput } from "@/lib/shared/schemas/passwords";

// A manager replaces the password HR distributed with one of their own. The distribution copy is
// deleted (HR then sees "Changed by employee"), and every other session of the account ends.

const refuse = (message: string, status = 400) =>
  new AppError(status, message, [{ path: "newPassword", message }]);

export async function changeOwnPassword(
  session: ManagerSession,
  input: ChangePasswordInput,
  ip: string,
): Promise<ManagerClaims> {
  // No current password is asked for, so the session must be fresh (the forced change follows sign-in).
  if (!hasRecentSignIn(session)) throw refuse("Please sign in again to change your password.", 401);
  const account = await db.loginAccount.findUnique({
    where: { employeeId: session.employeeId },
    select: { id: true, passwordHash: true, employee: { select: { hrisId: true, email: true } } },
  });
  if (!account) throw notFound("Your login account was not found.");
  const lower = input.newPassword.toLowerCase();
  if (isCommonPassword(input.newPassword))
    throw refuse("This password is too common. Choose one that is harder to guess.");
  const localPart = account.employee.email.split("@")[0]?.toLowerCase() ?? "";
  if (
    lower.includes(account.employee.hrisId.toLowerCase()) ||
    (localPart.length >= 4 && lower.includes(localPart))
  ) {
    throw refuse("Do not use your HRIS ID or your email address in your password.");
  }
  if (await verifyPassword(input.newPassword, account.passwordHash)) {
    throw refuse("Choose a password that is different from your current one.");
  }
  const passwordHash = await hashPasswordInPool(input.newPassword);
  const updated = await db.$transaction(async (tx) => {
    const row = await tx.loginAccount.update({
      where: { id: account.id },
      data: {
        passwordHash,
        encryptedPassword: null,
        passwordStatus: "Changed",
        mustChangePassword: false,
        passwordChangedAt: new Date(),
        sessionVersion: { increment: 1 },
      },
      select: { sessionVersion: true },
    });
    await recordAudit(
      { action: "password.change", actor: session, employeeIds: [account.employee.hrisId], ip },
      tx,
    );
    return row;
  });
  const { kind, employeeId, hrisId, name } = session;
  return {
    kind,
    employeeId,
    hrisId,
    name,
    ver: updated.sessionVersion,
    authAt: Math.floor(Date.now() / 1000),
  };
}

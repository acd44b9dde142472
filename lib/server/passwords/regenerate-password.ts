import "server-only";
import { db } from "@/lib/server/db/client";
import { notFound } from "@/lib/server/errors";
import { recordAudit } from "@/lib/server/audit/record-audit";
import type { HrActor } from "@/lib/server/auth/session";
import { encryptPassword } from "@/lib/server/crypto/password-cipher";
import { generatePassword } from "@/lib/server/passwords/generate-password";
import { hashPasswordInPool } from "@/lib/server/passwords/hash-pool";
import { lockWritersWhileNoJobRuns } from "@/lib/server/passwords/password-writer-lock";

// One employee's new password (spec 1 §3 "Regenerate answer: employeeId, plainPassword"). The acting
// HR user is the session's; the employee's existing sessions end (session version bump).

export async function regeneratePassword(actor: HrActor, hrisId: string, ip: string) {
  const employee = await db.employee.findUnique({ where: { hrisId }, select: { id: true, hrisId: true } });
  if (!employee) throw notFound("Employee not found.");
  const plainPassword = generatePassword();
  const passwordHash = await hashPasswordInPool(plainPassword);
  const fields = {
    passwordHash,
    passwordStatus: "Regenerated" as const,
    regenerated: true,
    mustChangePassword: true,
  };
  await db.$transaction(async (tx) => {
    // A bulk job would overwrite this password a moment later: one writer at a time.
    await lockWritersWhileNoJobRuns(tx);
    const account = await tx.loginAccount.upsert({
      where: { employeeId: employee.id },
      create: { employeeId: employee.id, username: employee.hrisId, ...fields },
      update: { ...fields, passwordChangedAt: null, sessionVersion: { increment: 1 } },
      select: { id: true },
    });
    await tx.loginAccount.update({
      where: { id: account.id },
      data: { encryptedPassword: encryptPassword(plainPassword, account.id) },
    });
    await recordAudit({ action: "password.regenerate", actor, employeeIds: [employee.hrisId], ip }, tx);
  });
  return { employeeId: employee.hrisId, plainPassword };
}

import "server-only";
import bcrypt from "bcryptjs";
import type { PrismaClient } from "@/generated/prisma/client";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { BCRYPT_COST } from "@/lib/server/auth/passwords";
import { hrPasswordProblem } from "@/lib/server/hr-users/hr-password-rules";
import { hrLoginSchema } from "@/lib/shared/schemas/auth";
import { changePasswordSchema } from "@/lib/shared/schemas/passwords";

// `npm run hr:create-admin`: creates an HR administrator, or sets a new password for an existing one
// (a forgotten password, a departing colleague, the demo one). The rules are those a manager's own
// new password meets; a reset ends the account's sessions. Takes the database as an argument: the
// command runs outside the app, on its own client.

export type SetHrAdminInput = { username: string; password: string; confirmPassword: string };
export type SetHrAdminResult =
  { ok: true; created: boolean; username: string } | { ok: false; problems: string[] };

/** Why this password may not be an HR administrator's; empty when it may. */
function passwordProblems(input: SetHrAdminInput, username: string): string[] {
  const parsed = changePasswordSchema.safeParse({
    newPassword: input.password,
    confirmPassword: input.confirmPassword,
  });
  if (!parsed.success) return parsed.error.issues.map((issue) => issue.message);
  const problem = hrPasswordProblem(parsed.data.newPassword, username);
  return problem ? [problem] : [];
}

export async function setHrAdmin(db: PrismaClient, input: SetHrAdminInput): Promise<SetHrAdminResult> {
  const parsedName = hrLoginSchema.shape.username.safeParse(input.username);
  if (!parsedName.success) return { ok: false, problems: parsedName.error.issues.map((i) => i.message) };
  const username = parsedName.data;
  const problems = passwordProblems(input, username);
  if (problems.length) return { ok: false, problems };

  const passwordHash = await bcrypt.hash(input.password.trim(), BCRYPT_COST);
  return db.$transaction(async (tx) => {
    // Sign-in compares lower(trim(username)): "HRAdmin" and "hradmin" are one account.
    const existing = await tx.hrUser.findUnique({
      where: { usernameKey: username.toLowerCase() },
      select: { id: true, username: true },
    });
    const user = existing
      ? await tx.hrUser.update({
          where: { id: existing.id },
          data: { passwordHash, sessionVersion: { increment: 1 } },
          select: { id: true, username: true },
        })
      : await tx.hrUser.create({ data: { username, passwordHash }, select: { id: true, username: true } });
    await recordAudit(
      {
        action: existing ? "hr-admin.password-reset" : "hr-admin.create",
        // Run at the server's console: recorded as the account it creates or resets.
        actor: { kind: "hr", hrUserId: user.id, name: user.username },
        detail: { via: "npm run hr:create-admin" },
      },
      tx,
    );
    return { ok: true, created: !existing, username: user.username };
  });
}

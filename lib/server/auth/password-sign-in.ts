import "server-only";
import { db } from "@/lib/server/db/client";
import { AppError } from "@/lib/server/errors";
import { recordAudit } from "@/lib/server/audit/record-audit";
import type { HrActor } from "@/lib/server/auth/session";
import { isSsoConfigured, ssoConfig } from "@/lib/server/auth/sso/sso-config";
import { passwordSignInOffText } from "@/lib/shared/sign-in-texts";

// HR's switch (issue 35): with single sign-on configured, password sign-in for managers and
// employees can be turned off. Without single sign-on it is always on (nobody could sign in
// otherwise); HR's own sign-in never reads it.

export type PasswordSignInState = { ssoConfigured: boolean; passwordSignIn: boolean };

export async function getPasswordSignInState(): Promise<PasswordSignInState> {
  if (!isSsoConfigured()) return { ssoConfigured: false, passwordSignIn: true };
  const row = await db.signInSettings.findUnique({ where: { id: 1 }, select: { passwordSignIn: true } });
  return { ssoConfigured: true, passwordSignIn: row?.passwordSignIn ?? true };
}

/** Refuses a manager's or employee's password sign-in while HR has turned it off. */
export async function assertPasswordSignInOn() {
  if ((await getPasswordSignInState()).passwordSignIn) return;
  throw new AppError(
    403,
    passwordSignInOffText(ssoConfig()!.name),
    undefined,
    undefined,
    "password_sign_in_off",
  );
}

export async function setPasswordSignIn(
  actor: HrActor,
  passwordSignIn: boolean,
  ip: string,
): Promise<PasswordSignInState> {
  if (!isSsoConfigured()) {
    throw new AppError(422, "Password sign-in can be turned off only when single sign-on is configured.");
  }
  return db.$transaction(async (tx) => {
    // The row is locked for the change, so the audit's before is the value it replaced.
    await tx.$executeRaw`INSERT INTO "SignInSettings" ("id", "passwordSignIn", "updatedAt")
      VALUES (1, true, now()) ON CONFLICT ("id") DO NOTHING`;
    const [before] = await tx.$queryRaw<{ passwordSignIn: boolean }[]>`
      SELECT "passwordSignIn" FROM "SignInSettings" WHERE "id" = 1 FOR UPDATE`;
    await tx.signInSettings.update({
      where: { id: 1 },
      data: { passwordSignIn, updatedByHrId: actor.hrUserId },
    });
    if (before!.passwordSignIn !== passwordSignIn) {
      await recordAudit(
        {
          action: "sign-in-settings.password-sign-in",
          actor,
          detail: { from: before!.passwordSignIn, to: passwordSignIn },
          ip,
        },
        tx,
      );
    }
    return { ssoConfigured: true, passwordSignIn };
  });
}

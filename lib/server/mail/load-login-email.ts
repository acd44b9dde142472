import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/server/db/client";
import { decryptPassword } from "@/lib/server/crypto/password-cipher";
import { buildLoginEmail, isSendableAddress } from "@/lib/server/mail/login-email";
import { getPasswordSignInState } from "@/lib/server/auth/password-sign-in";
import { ssoConfig } from "@/lib/server/auth/sso/sso-config";

// Builds one employee's login email from the database (the password is decrypted only here, just
// before sending, and never stored anywhere else). `version` identifies the password the email
// carries: the outbox's dedupe key holds it, so a changed password is never mailed under an old key.

export type LoadedEmail =
  | {
      ok: true;
      employeeId: number;
      hrisId: string;
      version: string;
      message: ReturnType<typeof buildLoginEmail>;
    }
  | { ok: false; hrisId: string | null; reason: string; status: 404 | 409 | 422 };

export const passwordVersion = (encrypted: string) => createHash("md5").update(encrypted).digest("hex");

export async function loadLoginEmail(where: { hrisId: string } | { id: number }): Promise<LoadedEmail> {
  const employee = await db.employee.findUnique({
    where,
    select: {
      id: true,
      hrisId: true,
      name: true,
      email: true,
      account: { select: { id: true, encryptedPassword: true } },
    },
  });
  if (!employee) return { ok: false, hrisId: null, reason: "Employee not found.", status: 404 };
  const encrypted = employee.account?.encryptedPassword;
  if (!employee.account || !encrypted) {
    return {
      ok: false,
      hrisId: employee.hrisId,
      reason: "There is no password to send: none was generated, or the employee has already changed it.",
      status: 409,
    };
  }
  if (!isSendableAddress(employee.email)) {
    return {
      ok: false,
      hrisId: employee.hrisId,
      reason: "The employee's email address is not valid.",
      status: 422,
    };
  }
  let password: string;
  try {
    password = decryptPassword(encrypted, employee.account.id);
  } catch {
    return {
      ok: false,
      hrisId: employee.hrisId,
      reason: "The stored password cannot be read. Regenerate it first.",
      status: 409,
    };
  }
  return {
    ok: true,
    employeeId: employee.id,
    hrisId: employee.hrisId,
    version: passwordVersion(encrypted),
    message: buildLoginEmail({
      name: employee.name,
      email: employee.email,
      hrisId: employee.hrisId,
      password,
      // While HR has password sign-in off, the email says to use single sign-on instead.
      ...((await getPasswordSignInState()).passwordSignIn ? {} : { passwordSignInOffFor: ssoConfig()!.name }),
    }),
  };
}

import "server-only";
import { isCommonPassword } from "@/lib/server/passwords/common-passwords";
import { PUBLIC_DEMO_PASSWORD, PUBLIC_HR_ADMIN_PASSWORD } from "@/lib/server/env";

/**
 * What an HR administrator's new password must also avoid, beyond the schema's length rules
 * (changePasswordSchema): a common password, the demo ones (public), the username. Null when fine.
 */
export function hrPasswordProblem(password: string, username: string): string | null {
  const lower = password.toLowerCase();
  if (isCommonPassword(password) || [PUBLIC_DEMO_PASSWORD, PUBLIC_HR_ADMIN_PASSWORD].includes(lower))
    return "This password is too common. Choose one that is harder to guess.";
  if (username.length >= 4 && lower.includes(username.toLowerCase()))
    return "Do not use the username in the password.";
  return null;
}

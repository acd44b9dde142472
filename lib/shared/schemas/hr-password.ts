import { z } from "zod";
import { passwordInput } from "@/lib/shared/schemas/password-input";
import { changePasswordSchema } from "@/lib/shared/schemas/passwords";

// Body of POST /api/hr/change-password (no screen in the spec): an HR administrator proves the
// current password and chooses a new one under the same rules as a manager's.
export const hrChangePasswordSchema = z
  .object({
    currentPassword: passwordInput("Enter your current password.")
      .min(1, "Enter your current password.")
      .max(200, "The password is too long."),
  })
  .and(changePasswordSchema);
export type HrChangePasswordInput = z.infer<typeof hrChangePasswordSchema>;

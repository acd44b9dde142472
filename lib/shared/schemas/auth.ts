import { z } from "zod";
import { passwordInput } from "@/lib/shared/schemas/password-input";

// Spec 1 §5: the email or HRIS ID is trimmed; the password is trimmed; a blank password is refused.
export const managerLoginSchema = z.object({
  email: z
    .string({ error: "Enter your email or HRIS ID." })
    .trim()
    .min(1, "Enter your email or HRIS ID.")
    .max(255, "The email or HRIS ID is too long."),
  password: passwordInput("Please enter your password")
    .min(1, "Please enter your password")
    .max(200, "The password is too long."),
});
export type ManagerLoginInput = z.infer<typeof managerLoginSchema>;

export const hrLoginSchema = z.object({
  username: z
    .string({ error: "Enter your username." })
    .trim()
    .min(1, "Enter your username.")
    .max(100, "The username is too long."),
  password: passwordInput("Enter your password.")
    .min(1, "Enter your password.")
    .max(200, "The password is too long."),
});
export type HrLoginInput = z.infer<typeof hrLoginSchema>;

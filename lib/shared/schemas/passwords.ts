import { z } from "zod";

// Bodies of the /api/hr password and email calls (spec 1 §7) and of the first sign-in password
// change. Shared by the forms and the routes.

const hrisId = z
  .string({ error: "An HRIS ID is required." })
  .trim()
  .min(1, "An HRIS ID is required.")
  .max(50);

/**
 * `employeeId` is the HRIS ID shown in the table. Strict: the legacy client also sent fixed HR
 * credentials here (spec 1 §6); the acting HR user comes from the session, so such a body is refused.
 */
export const regeneratePasswordSchema = z.strictObject({ employeeId: hrisId });
export type RegeneratePasswordInput = z.infer<typeof regeneratePasswordSchema>;

export const sendEmailSchema = z.object({ hrisId });
export type SendEmailInput = z.infer<typeof sendEmailSchema>;

export const reauthSchema = z.object({
  password: z
    .string({ error: "Enter your password." })
    .min(1, "Enter your password.")
    .max(200, "The password is too long."),
});
export type ReauthInput = z.infer<typeof reauthSchema>;

export const MIN_NEW_PASSWORD_LENGTH = 12;
export const MAX_NEW_PASSWORD_BYTES = 72;
const byteLength = (s: string) => new TextEncoder().encode(s).length;

export const changePasswordSchema = z
  .object({
    newPassword: z
      .string({ error: "Enter a new password." })
      .min(MIN_NEW_PASSWORD_LENGTH, `Use at least ${MIN_NEW_PASSWORD_LENGTH} characters.`)
      .refine((s) => byteLength(s) <= MAX_NEW_PASSWORD_BYTES, {
        message: `Use at most ${MAX_NEW_PASSWORD_BYTES} bytes (fewer characters if you use accents or symbols).`,
      }),
    confirmPassword: z
      .string({ error: "Type the new password again." })
      .min(1, "Type the new password again."),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "The two passwords do not match.",
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** One row of GET /api/hr/passwords (spec 1 §3 plus status and the Updated flag). */
export type PasswordRow = {
  hrisId: string;
  name: string;
  position: string;
  email: string;
  /** Null when the employee changed it, when no password was issued yet, or when it cannot be read. */
  password: string | null;
  status: "Original" | "Regenerated" | "Changed" | null;
  updated: boolean;
};

export type JobProgress = {
  id: number;
  kind: "Generate" | "RegenerateAll";
  status: "Pending" | "Running" | "Completed" | "Failed";
  total: number;
  processed: number;
  startedAt: string | null;
  finishedAt: string | null;
  /** Passwords per second since the job (or its resumption) started. */
  ratePerSecond: number | null;
  secondsLeft: number | null;
};

export type PasswordStatusAnswer = {
  hasGenerated: boolean;
  generatedAt: string | null;
  generatedBy: string | null;
  managerCount: number;
  totalPasswords: number;
  job: JobProgress | null;
};

export type EmailProgressAnswer = {
  batch: {
    id: string;
    total: number;
    sent: number;
    failed: number;
    pending: number;
    failures: { hrisId: string; name: string; email: string; error: string }[];
  } | null;
};

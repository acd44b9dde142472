import { z } from "zod";
import { passwordInput } from "@/lib/shared/schemas/password-input";

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
  password: passwordInput("Enter your password.")
    .min(1, "Enter your password.")
    .max(200, "The password is too long."),
});
export type ReauthInput = z.infer<typeof reauthSchema>;

export const MIN_NEW_PASSWORD_LENGTH = 12;
export const MAX_NEW_PASSWORD_BYTES = 72;
const byteLength = (s: string) => new TextEncoder().encode(s).length;

export const changePasswordSchema = z
  .object({
    newPassword: passwordInput("Enter a new password.")
      .min(MIN_NEW_PASSWORD_LENGTH, `Use at least ${MIN_NEW_PASSWORD_LENGTH} characters.`)
      .refine((s) => byteLength(s) <= MAX_NEW_PASSWORD_BYTES, {
        message: `Use at most ${MAX_NEW_PASSWORD_BYTES} bytes (fewer characters if you use accents or symbols).`,
      }),
    confirmPassword: passwordInput("Type the new password again.").min(1, "Type the new password again."),
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
  /**
   * Null when the employee changed it, when no password was issued yet, when it cannot be read,
   * or in a page asked for without `reveal` (then `hasPassword` says whether there is one).
   */
  password: string | null;
  /** A distribution copy is stored (shown masked, can be emailed). */
  hasPassword: boolean;
  status: "Original" | "Regenerated" | "Changed" | null;
  updated: boolean;
};

export const CREDENTIALS_PAGE_SIZE = 100;
export const MAX_CREDENTIALS_PAGE_SIZE = 500;

/**
 * Query of the paged form of GET /api/hr/passwords (the Password Management table). Without
 * `page` the call keeps the spec's shape: every employee, every password decrypted.
 */
export const passwordPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_CREDENTIALS_PAGE_SIZE).optional(),
  search: z.string().trim().max(200, "The search is too long.").optional(),
  reveal: z
    .enum(["0", "1", "false", "true"])
    .optional()
    .transform((v) => v === "1" || v === "true"),
});
export type PasswordPageQuery = z.infer<typeof passwordPageQuerySchema>;

/** The paged answer: the page's rows, how many match the search and how many employees there are. */
export type PasswordPage = {
  passwords: PasswordRow[];
  page: number;
  pageSize: number;
  matching: number;
  total: number;
  /** Passwords were decrypted for this page (asked with `reveal`). */
  revealed: boolean;
};

/** A job of the job table as its progress bar shows it (a password job unless K says otherwise). */
export type JobProgress<K extends string = "Generate" | "RegenerateAll" | "GenerateMissing"> = {
  id: number;
  kind: K;
  status: "Pending" | "Running" | "Completed" | "Failed";
  total: number;
  processed: number;
  startedAt: string | null;
  finishedAt: string | null;
  /** Passwords per second since the job (or its resumption) started. */
  ratePerSecond: number | null;
  secondsLeft: number | null;
  /**
   * The last batch failed and the job waits to be retried (every few seconds, by any instance).
   * A job is never given up as Failed: a failed first generation would leave HR no way to start
   * another (the generation is recorded once), so it goes on once the cause is gone.
   */
  retrying: boolean;
};

export type PasswordStatusAnswer = {
  hasGenerated: boolean;
  generatedAt: string | null;
  generatedBy: string | null;
  managerCount: number;
  totalPasswords: number;
  /** Employees with no login account (imported after the one-time generation). */
  missingPasswords: number;
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

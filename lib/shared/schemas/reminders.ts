import { z } from "zod";

// Body of PATCH /api/hr/review-cycles/{id}/reminders (issue 33): a cycle's reminder settings, each
// field optional (what is left out keeps its value). The planner's type is ReminderSettings in
// lib/server/reminders/plan-reminders.ts; the stored column always holds the whole object.

const SEND_AT = /^([01]\d|2[0-3]):[0-5]\d$/;

export const reminderSettingsPatchSchema = z
  .strictObject({
    enabled: z.boolean({ error: "enabled must be true or false." }),
    daysBefore: z
      .array(
        z
          .number({ error: "Each reminder day must be a number of days." })
          .int("Each reminder day must be a whole number of days.")
          .min(0, "A reminder day cannot be after the due date (use the overdue settings).")
          .max(60, "Remind at most 60 days before the due date."),
      )
      .max(10, "Choose at most 10 reminder days.")
      .refine((days) => new Set(days).size === days.length, "Each reminder day may appear only once."),
    overdueEveryDays: z
      .number({ error: "overdueEveryDays must be a number of days." })
      .int("overdueEveryDays must be a whole number of days.")
      .min(1, "Overdue reminders need at least 1 day between them.")
      .max(30, "Overdue reminders may be at most 30 days apart."),
    overdueTimes: z
      .number({ error: "overdueTimes must be a number." })
      .int("overdueTimes must be a whole number.")
      .min(0, "overdueTimes cannot be negative.")
      .max(10, "Send at most 10 overdue reminders."),
    sendAt: z
      .string({ error: "sendAt must be a time such as 09:00." })
      .regex(SEND_AT, "sendAt must be a time such as 09:00 (HH:MM, 24-hour)."),
    skipWeekends: z.boolean({ error: "skipWeekends must be true or false." }),
    escalateAfterDays: z
      .number({ error: "escalateAfterDays must be a number of days." })
      .int("escalateAfterDays must be a whole number of days.")
      .min(1, "Escalate at least 1 day after the due date.")
      .max(60, "Escalate at most 60 days after the due date."),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, "Send at least one reminder setting to change.");
export type ReminderSettingsPatch = z.infer<typeof reminderSettingsPatchSchema>;

/** GET /api/hr/reminders/status: the planner's last run and what the reminders did. */
export type ReminderStatusAnswer = {
  lastRun: { startedAt: string; finishedAt: string | null; enqueued: number } | null;
  /** Reminder emails by outcome, over the last 7 days. */
  last7Days: { enqueued: number; sent: number; skipped: number; failed: number; pending: number };
};

import "server-only";
import { db } from "@/lib/server/db/client";
import { notFound } from "@/lib/server/errors";
import { recordEdit } from "@/lib/server/audit/record-audit";
import type { Snapshot } from "@/lib/server/audit/audit-changes";
import type { HrActor } from "@/lib/server/auth/session";
import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from "@/lib/server/reminders/plan-reminders";
import type { ReminderSettingsPatch } from "@/lib/shared/schemas/reminders";

// A review cycle's reminder settings (issue 33), stored whole as JSON on the cycle: a cycle that
// never had them set (null) reminds with DEFAULT_REMINDER_SETTINGS. HR changes them with PATCH
// /api/hr/review-cycles/{id}/reminders; the change is audited field by field.

/** The stored column read as settings: the defaults for what it lacks. */
export function readReminderSettings(stored: unknown): ReminderSettings {
  const saved = stored && typeof stored === "object" ? (stored as Partial<ReminderSettings>) : {};
  return { ...DEFAULT_REMINDER_SETTINGS, ...saved };
}

const snapshot = (s: ReminderSettings): Snapshot => ({
  "Reminders on": s.enabled,
  "Days before the due date": [...s.daysBefore].sort((a, b) => b - a).join(", "),
  "Overdue every (days)": s.overdueEveryDays,
  "Overdue reminders": s.overdueTimes,
  "Send at": s.sendAt,
  "Skip weekends": s.skipWeekends,
  "Escalate after (days)": s.escalateAfterDays,
});

export const REMINDER_SETTINGS_ACTION = "review-cycle.reminders";

export async function updateReminderSettings(
  actor: HrActor,
  cycleId: number,
  patch: ReminderSettingsPatch,
  ip: string,
): Promise<{ cycleId: number; reminders: ReminderSettings }> {
  return db.$transaction(async (tx) => {
    const [cycle] = await tx.$queryRaw<{ id: number; name: string; reminders: unknown }[]>`
      SELECT "id", "name", "reminders" FROM "ReviewCycle" WHERE "id" = ${cycleId} FOR UPDATE`;
    if (!cycle) throw notFound("This review cycle does not exist.");
    const before = readReminderSettings(cycle.reminders);
    const after: ReminderSettings = {
      ...before,
      ...patch,
      daysBefore: patch.daysBefore ? [...patch.daysBefore].sort((a, b) => b - a) : before.daysBefore,
    };
    await tx.$executeRaw`UPDATE "ReviewCycle" SET "reminders" = ${JSON.stringify(after)}::jsonb WHERE "id" = ${cycleId}`;
    await recordEdit(tx, {
      action: REMINDER_SETTINGS_ACTION,
      actor,
      detail: { cycleId, cycle: cycle.name },
      ip,
      before: snapshot(before),
      after: snapshot(after),
    });
    return { cycleId, reminders: after };
  });
}

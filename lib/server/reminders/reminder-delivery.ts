import "server-only";
import { db } from "@/lib/server/db/client";
import { isSendableAddress } from "@/lib/server/mail/login-email";
import { findOutstandingTasks } from "@/lib/server/reminders/outstanding-tasks";
import { readReminderSettings } from "@/lib/server/reminders/reminder-settings";
import { buildReminderEmail } from "@/lib/server/reminders/reminder-email";
import type { ReminderSettings } from "@/lib/server/reminders/plan-reminders";

// A queued reminder digest, built when the outbox worker sends it, from the state then (issue 33):
// the recipient's tasks still outstanding now, not those of the moment it was planned. A digest
// whose tasks were all completed since (or whose cycle closed, or whose reminders were switched
// off) is settled Skipped and never sent.

export type ReminderPayload = { cycleId: number; localDate: string; plannedAt: string };

export type LoadedReminder =
  | { ok: true; message: ReturnType<typeof buildReminderEmail> }
  | { ok: false; status: "Skipped" | "Failed"; reason: string };

const skipped = (reason: string): LoadedReminder => ({ ok: false, status: "Skipped", reason });

function readPayload(payload: unknown): ReminderPayload | null {
  const p = payload as Partial<ReminderPayload> | null;
  return p && typeof p.cycleId === "number" && typeof p.plannedAt === "string"
    ? (p as ReminderPayload)
    : null;
}

export async function loadReminderEmail(row: {
  employeeId: number;
  payload: unknown;
}): Promise<LoadedReminder> {
  const payload = readPayload(row.payload);
  if (!payload) return { ok: false, status: "Failed", reason: "Skipped: the reminder has no cycle." };
  return renderTasksEmail(payload.cycleId, row.employeeId, payload.plannedAt, { reminders: true });
}

/** The cycle a queued email is about, with its reminder settings, or null once it is not running. */
export async function readActiveCycle(
  cycleId: number,
): Promise<{ name: string; timeZone: string; reminders: ReminderSettings } | null> {
  const [cycle] = await db.$queryRaw<
    { name: string; timeZone: string; status: string; reminders: unknown }[]
  >`
    SELECT "name", "timeZone", "status"::text AS "status", "reminders" FROM "ReviewCycle" WHERE "id" = ${cycleId}`;
  if (!cycle || cycle.status !== "Active") return null;
  return { name: cycle.name, timeZone: cycle.timeZone, reminders: readReminderSettings(cycle.reminders) };
}

/**
 * The digest of `employeeId`'s outstanding tasks in the cycle, rendered now (a reminder or a nudge):
 * Skipped when the cycle stopped running, reminders were switched off (reminders only) or nothing
 * is left to do.
 */
export async function renderTasksEmail(
  cycleId: number,
  employeeId: number,
  plannedAt: string,
  kind: { reminders: true } | { nudge: { by: string; message: string | null } },
): Promise<LoadedReminder> {
  // The planner's clock, or the real one if later: a reminder is never rendered in its own past.
  const now = new Date(Math.max(Date.now(), Date.parse(plannedAt) || 0));
  const cycle = await readActiveCycle(cycleId);
  if (!cycle) return skipped("Skipped: the review cycle is no longer active.");
  if ("reminders" in kind && !cycle.reminders.enabled)
    return skipped("Skipped: reminders were switched off.");
  const tasks = await findOutstandingTasks(db, cycleId, now, [employeeId]);
  if (!tasks.length) return skipped("Skipped: every review was completed since the reminder was queued.");
  const recipient = await db.employee.findUnique({
    where: { id: employeeId },
    select: { name: true, email: true },
  });
  if (!recipient || !isSendableAddress(recipient.email))
    return { ok: false, status: "Failed", reason: "Skipped: the reviewer's email address is not valid." };
  return {
    ok: true,
    message: buildReminderEmail({
      recipient,
      cycle: { name: cycle.name, timeZone: cycle.timeZone },
      tasks: tasks.map((t) => ({
        employeeName: t.employeeName,
        hrisId: t.hrisId,
        dueAt: t.dueAt,
        kind: t.kind,
      })),
      now,
      ...("nudge" in kind ? { nudge: kind.nudge } : {}),
    }),
  };
}

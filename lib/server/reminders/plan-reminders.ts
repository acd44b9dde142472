import "server-only";
import { wallClockIn } from "@/lib/shared/time-zone";

// Who gets a reminder digest now (issue 33): a pure function of the time, each cycle's settings,
// the tasks still outstanding and the day each person was last reminded. A reminder day opens a
// window that lasts until the next one; a person is reminded once per window, on its first
// weekday at or after the send time that anything runs. So a process that wakes at 14:00 still
// sends today's 09:00 digest, windows missed while asleep are not replayed one by one (one digest,
// and it says "overdue"), and the outbox's unique `dedupeKey` makes enqueueing exactly-once.

export type ReminderSettings = {
  enabled: boolean;
  /** Days before the due date on which to remind (0: on the due date). */
  daysBefore: number[];
  /** After the due date: every this many days… */
  overdueEveryDays: number;
  /** …at most this many times. */
  overdueTimes: number;
  /** The local time of the day's digest, "HH:MM" in the cycle's time zone. */
  sendAt: string;
  /** A reminder day on a Saturday or Sunday moves to the Friday before (due) or the Monday after (overdue). */
  skipWeekends: boolean;
  /** A task overdue by this many local days goes into the daily escalation digest (plan-escalations.ts). */
  escalateAfterDays: number;
};

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  enabled: true,
  daysBefore: [7, 3, 1, 0],
  overdueEveryDays: 3,
  overdueTimes: 3,
  sendAt: "09:00",
  skipWeekends: true,
  escalateAfterDays: 5,
};

export type ReminderCycle = { id: number; timeZone: string; reminders: ReminderSettings };

/** One task a person still has to do, with its effective due date for that person (or none). */
export type OutstandingTask = { cycleId: number; recipientId: number; taskId: string; dueAt: Date | null };

export type DigestTask = { taskId: string; dueAt: Date | null; daysLeft: number | null; overdue: boolean };

export type PlannedDigest = {
  cycleId: number;
  recipientId: number;
  /** The recipient's day in the cycle's time zone, "YYYY-MM-DD". */
  localDate: string;
  dedupeKey: string;
  /** Every outstanding task of the recipient in the cycle, soonest due first. */
  tasks: DigestTask[];
};

const DAY_MS = 86_400_000;
/** Days since 1970-01-01 of a Date whose UTC fields read a wall clock. */
export const dayNumber = (wall: Date) => Math.floor(wall.getTime() / DAY_MS);
const weekday = (day: number) => new Date(day * DAY_MS).getUTCDay();
const isWeekend = (day: number) => weekday(day) === 0 || weekday(day) === 6;

function minutesOf(hhmm: string): number {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) throw new Error(`sendAt must be HH:MM, got ${hhmm}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** Moves a weekend day to the Friday before (`back`) or the Monday after. */
function offWeekend(day: number, direction: "back" | "forward"): number {
  let d = day;
  while (isWeekend(d)) d += direction === "back" ? -1 : 1;
  return d;
}

/** The local days on which a task due on `dueDay` is reminded of, under `settings`. */
export function reminderDays(dueDay: number, settings: ReminderSettings): Set<number> {
  const days = new Set<number>();
  const place = (day: number, direction: "back" | "forward") =>
    days.add(settings.skipWeekends ? offWeekend(day, direction) : day);
  for (const before of settings.daysBefore) place(dueDay - before, "back");
  for (let k = 1; k <= settings.overdueTimes; k++) place(dueDay + k * settings.overdueEveryDays, "forward");
  return days;
}

/** The first day of the reminder window `today` is in (the last reminder day on or before it), or null. */
function windowStart(dueDay: number, settings: ReminderSettings, today: number): number | null {
  let start: number | null = null;
  for (const day of reminderDays(dueDay, settings))
    if (day <= today && (start === null || day > start)) start = day;
  return start;
}

/**
 * The cycle's local day at `now` when its daily digests are due (reminders on, at or after the send
 * time, not a weekend day when weekends are skipped), or null. Reminders and escalations alike.
 */
export function sendingDay(
  now: Date,
  cycle: ReminderCycle,
): { today: number; localDate: string; toWall: (d: Date) => Date } | null {
  const settings = cycle.reminders;
  if (!settings.enabled) return null;
  const toWall = wallClockIn(cycle.timeZone);
  const wallNow = toWall(now);
  const today = dayNumber(wallNow);
  const minutesNow = wallNow.getUTCHours() * 60 + wallNow.getUTCMinutes();
  if (minutesNow < minutesOf(settings.sendAt)) return null; // today's digest is not due yet
  if (settings.skipWeekends && isWeekend(today)) return null;
  return { today, localDate: wallNow.toISOString().slice(0, 10), toWall };
}

/** "cycleId:recipientId" → the local date ("YYYY-MM-DD") of the last digest enqueued for them. */
export type LastReminded = ReadonlyMap<string, string>;
export const lastRemindedKey = (cycleId: number, recipientId: number) => `${cycleId}:${recipientId}`;

export function planReminders(
  now: Date,
  cycles: ReminderCycle[],
  tasks: OutstandingTask[],
  lastReminded: LastReminded = new Map(),
): PlannedDigest[] {
  const byCycle = new Map<number, OutstandingTask[]>();
  for (const task of tasks) byCycle.set(task.cycleId, [...(byCycle.get(task.cycleId) ?? []), task]);

  const digests: PlannedDigest[] = [];
  for (const cycle of cycles) {
    const settings = cycle.reminders;
    const cycleTasks = byCycle.get(cycle.id);
    if (!settings.enabled || !cycleTasks) continue;
    const day = sendingDay(now, cycle);
    if (!day) continue;
    const { today, localDate, toWall } = day;

    const byRecipient = new Map<number, { tasks: DigestTask[]; window: number | null }>();
    for (const task of cycleTasks) {
      const dueDay = task.dueAt ? dayNumber(toWall(task.dueAt)) : null;
      const daysLeft = dueDay === null ? null : dueDay - today;
      const entry = byRecipient.get(task.recipientId) ?? { tasks: [], window: null };
      entry.tasks.push({
        taskId: task.taskId,
        dueAt: task.dueAt,
        daysLeft,
        overdue: task.dueAt !== null && task.dueAt < now,
      });
      const start = dueDay === null ? null : windowStart(dueDay, settings, today);
      if (start !== null && (entry.window === null || start > entry.window)) entry.window = start;
      byRecipient.set(task.recipientId, entry);
    }

    for (const [recipientId, entry] of byRecipient) {
      const last = lastReminded.get(lastRemindedKey(cycle.id, recipientId));
      if (entry.window === null || (last !== undefined && dayNumber(new Date(last)) >= entry.window))
        continue;
      digests.push({
        cycleId: cycle.id,
        recipientId,
        localDate,
        dedupeKey: `reminder:${cycle.id}:${recipientId}:${localDate}`,
        tasks: entry.tasks.sort(
          (a, b) =>
            (a.dueAt?.getTime() ?? Infinity) - (b.dueAt?.getTime() ?? Infinity) ||
            a.taskId.localeCompare(b.taskId),
        ),
      });
    }
  }
  return digests;
}

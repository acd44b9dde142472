import { wallClockIn } from "@/lib/shared/time-zone";

// A review cycle's deadlines are stored in UTC and read in the cycle's own time zone, with the
// zone's name beside them (issue 32): "due Fri 27 Jun 2026, 23:59 Europe/Paris". Every screen that
// shows a cycle's date goes through here, so an HR user in New York and a manager in Paris read the
// same words for the same deadline.

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const two = (n: number) => String(n).padStart(2, "0");

const asDate = (instant: Date | string) => (typeof instant === "string" ? new Date(instant) : instant);

/** "Fri 27 Jun 2026, 23:59 Europe/Paris": the wall clock in `timeZone` at `instant`, 24-hour. */
export function formatCycleDate(instant: Date | string, timeZone: string): string {
  const date = asDate(instant);
  if (Number.isNaN(date.getTime())) return "";
  const wall = wallClockIn(timeZone)(date); // its UTC fields read the zone's clock
  return (
    `${WEEKDAYS[wall.getUTCDay()]} ${wall.getUTCDate()} ${MONTHS[wall.getUTCMonth()]} ${wall.getUTCFullYear()}, ` +
    `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())} ${timeZone}`
  );
}

/** "due Fri 27 Jun 2026, 23:59 Europe/Paris", or "no deadline" for a phase open with no due date. */
export function formatDue(dueAt: Date | string | null, timeZone: string): string {
  return dueAt === null ? "no deadline" : `due ${formatCycleDate(dueAt, timeZone)}`;
}

/** "opens Mon 1 Jun 2026, 09:00 Europe/Paris". */
export function formatOpens(opensAt: Date | string, timeZone: string): string {
  return `opens ${formatCycleDate(opensAt, timeZone)}`;
}

/** A review period's day ("27 Jun 2026"): a calendar date, stored as a date at UTC midnight. */
export function formatPeriodDay(day: Date | string | null): string {
  if (day === null) return "";
  const date = asDate(day);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "1 Jan 2026 – 30 Jun 2026", one side alone, or "" when the cycle has no period. */
export function formatPeriod(start: Date | string | null, end: Date | string | null): string {
  const from = formatPeriodDay(start);
  const to = formatPeriodDay(end);
  return from && to ? `${from} – ${to}` : from || to;
}

/**
 * The instant a wall-clock time in `timeZone` names ("2026-06-27T23:59" in Europe/Paris is
 * 21:59 UTC), for a form whose date inputs are read in the cycle's zone. A time skipped by a
 * daylight-saving change moves forward by the gap, as a clock on the wall does.
 */
export function instantFromWallClock(local: string, timeZone: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  const toWall = wallClockIn(timeZone);
  // Two rounds find the offset in force at the answer, not at the guess (they differ near a change).
  let guess = asUtc - (toWall(new Date(asUtc)).getTime() - asUtc);
  guess = asUtc - (toWall(new Date(guess)).getTime() - guess);
  return new Date(guess);
}

/** The value of a datetime-local input showing `instant` on `timeZone`'s wall clock. */
export function wallClockInputValue(instant: Date | string, timeZone: string): string {
  const date = asDate(instant);
  if (Number.isNaN(date.getTime())) return "";
  return wallClockIn(timeZone)(date).toISOString().slice(0, 16);
}

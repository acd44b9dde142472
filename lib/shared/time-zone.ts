// Dates for files made on the server but read by a person somewhere: the Data Export's Excel file
// shows the review dates and its own date in the HR user's time zone, as the screen does, not in
// UTC (an assessment saved at 8 pm in New York is the same day in the file as on the screen).

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The runtime's own name for `timeZone` (an IANA name such as "Europe/Paris", or "UTC", in any
 * letter case: "europe/paris" is "Europe/Paris"), or null when it knows no such zone.
 */
export function canonicalTimeZone(timeZone: string): string | null {
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

function formatterFor(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    if (formatters.size >= 64) formatters.clear(); // bounded, whatever callers send
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's offset from UTC at `ms`, in milliseconds (whole seconds). */
function offsetAt(ms: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * A function giving each instant's wall-clock time in `timeZone` as a Date whose UTC fields read
 * that time (what a spreadsheet cell, which has no zone, should show). Offsets are remembered per
 * quarter hour (every zone changes its offset on one), so 200,000 dates cost a few thousand
 * zone lookups.
 */
export function wallClockIn(timeZone: string): (instant: Date) => Date {
  if (timeZone === "UTC") return (instant) => instant;
  const byQuarterHour = new Map<number, number>();
  return (instant) => {
    const ms = instant.getTime();
    const quarter = Math.floor(ms / 900_000);
    let offset = byQuarterHour.get(quarter);
    if (offset === undefined) {
      offset = offsetAt(quarter * 900_000, timeZone);
      byQuarterHour.set(quarter, offset);
    }
    return new Date(ms + offset);
  };
}

/** The date (yyyy-mm-dd) it is at `instant` in `timeZone`, for file names. */
export function dateStampIn(instant: Date, timeZone: string): string {
  return wallClockIn(timeZone)(instant).toISOString().slice(0, 10);
}

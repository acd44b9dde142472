// A cycle's deadline as people read it: in the cycle's time zone, with its name
// ("Fri 27 Jun 2026, 23:59 Europe/Paris"). Stored in UTC (docs/decisions/0075).

/** "Fri 27 Jun 2026, 23:59 Europe/Paris" */
export function formatCycleDate(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute} ${timeZone}`;
}

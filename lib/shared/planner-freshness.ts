// HR's banner about the reminder planner (issue 33 §6): "Reminder planner last ran 3 min ago",
// amber once the last run is over 2 hours old (the background work plans every 60 s and any
// request starts a run after 5 minutes, so 2 hours means nothing is waking the server).

export const PLANNER_STALE_AFTER_MS = 2 * 60 * 60 * 1000;

/** "just now", "3 min ago", "5 h ago", "2 days ago". */
export function timeAgo(then: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 60_000));
  if (minutes < 1) return "just now";
  if (minutes < 120) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

/** The banner's text and whether it is amber, from the last run's start (null: never ran). */
export function plannerFreshness(lastStartedAt: string | null, now: Date) {
  if (!lastStartedAt) return { text: "Reminder planner has not run yet", stale: true };
  const then = new Date(lastStartedAt);
  return {
    text: `Reminder planner last ran ${timeAgo(then, now)}`,
    stale: now.getTime() - then.getTime() > PLANNER_STALE_AFTER_MS,
  };
}

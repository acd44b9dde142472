// When the self-review's autosave sends (issue 34 §2): a change waits a moment for more typing
// (debounced), and saves are at least MIN_GAP_MS apart; leaving a field saves at once, as far as
// the gap allows. Pure, so the rule is tested without timers.

export const DEBOUNCE_MS = 1500;
export const MIN_GAP_MS = 5000;

/** How long from `now` until the next save may go, given when the last one went (null: never). */
export function delayUntilSave(now: number, lastSentAt: number | null, reason: "change" | "blur"): number {
  const wait = reason === "blur" ? 0 : DEBOUNCE_MS;
  const gap = lastSentAt === null ? 0 : Math.max(0, lastSentAt + MIN_GAP_MS - now);
  return Math.max(wait, gap);
}

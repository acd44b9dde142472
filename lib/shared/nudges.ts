// Nudges (issue 33 §4) without zod, for the screens (the body's schema is lib/shared/schemas/nudges.ts).

/** The phases a nudge can be about: those with tasks the product tracks (the manager's reviews, the self-reviews). */
export const NUDGE_PHASES = ["self", "manager"] as const;
export type NudgePhase = (typeof NUDGE_PHASES)[number];

export const NUDGE_MESSAGE_MAX = 1000;
/** The most people one request nudges (a whole department; "all not finished" pages through). */
export const NUDGE_BATCH_MAX = 500;

export type NudgeResult = {
  hrisId: string;
  name: string | null;
  status: "sent" | "skipped";
  /** Why it was skipped, e.g. "skipped: nudged 3 h ago". */
  reason?: string;
};

export type NudgeAnswer = { sent: number; skipped: number; results: NudgeResult[] };

/** "12 min ago", "3 h ago": how long since the last nudge, for the person reading the answer. */
export function agoText(since: Date, now: Date): string {
  const minutes = Math.max(1, Math.floor((now.getTime() - since.getTime()) / 60_000));
  return minutes < 60 ? `${minutes} min ago` : `${Math.floor(minutes / 60)} h ago`;
}

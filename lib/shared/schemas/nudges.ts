import { z } from "zod";
import { hrisId, numericId } from "@/lib/shared/schemas/params";

// POST /api/review-cycles/{id}/nudges (issue 33 §4): HR, or a manager for their own subtree, asks
// the people who have not finished a phase to finish it. Each person gets at most one nudge a day;
// the answer says, person by person, whether it was sent or why not.

/** The phases a nudge can be about: those with tasks the product tracks (the manager's reviews). */
export const NUDGE_PHASES = ["manager"] as const;
export type NudgePhase = (typeof NUDGE_PHASES)[number];

export const NUDGE_MESSAGE_MAX = 1000;
/** The most people one request nudges (a whole department; "all not finished" pages through). */
export const NUDGE_BATCH_MAX = 500;

export const nudgeParams = z.object({ id: numericId("cycle id") });

export const nudgeBody = z.strictObject({
  hrisIds: z
    .array(hrisId())
    .min(1, "Choose at least one person to nudge.")
    .max(NUDGE_BATCH_MAX, `Nudge at most ${NUDGE_BATCH_MAX} people at a time.`),
  phase: z.enum(NUDGE_PHASES, { error: "Only the manager review phase has tasks to nudge about." }),
  message: z
    .string({ error: "The message must be text." })
    .trim()
    .max(NUDGE_MESSAGE_MAX, `The message must be at most ${NUDGE_MESSAGE_MAX} characters.`)
    .optional(),
});
export type NudgeInput = z.infer<typeof nudgeBody>;

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

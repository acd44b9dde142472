import { z } from "zod";
import { hrisId, numericId } from "@/lib/shared/schemas/params";
import { NUDGE_BATCH_MAX, NUDGE_MESSAGE_MAX, NUDGE_PHASES } from "@/lib/shared/nudges";

// POST /api/review-cycles/{id}/nudges (issue 33 §4): HR, or a manager for their own subtree, asks
// the people who have not finished a phase to finish it. Each person gets at most one nudge a day;
// the answer says, person by person, whether it was sent or why not (lib/shared/nudges.ts).

export const nudgeParams = z.object({ id: numericId("cycle id") });

export const nudgeBody = z.strictObject({
  hrisIds: z
    .array(hrisId())
    .min(1, "Choose at least one person to nudge.")
    .max(NUDGE_BATCH_MAX, `Nudge at most ${NUDGE_BATCH_MAX} people at a time.`),
  phase: z.enum(NUDGE_PHASES, {
    error: "Only the self review and manager review phases have tasks to nudge about.",
  }),
  message: z
    .string({ error: "The message must be text." })
    .trim()
    .max(NUDGE_MESSAGE_MAX, `The message must be at most ${NUDGE_MESSAGE_MAX} characters.`)
    .optional(),
});
export type NudgeInput = z.infer<typeof nudgeBody>;

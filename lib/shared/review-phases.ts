// A review cycle's phases and what the screens call them (docs/decisions/0075). No zod here: the
// manager home's completion card reads the labels without loading the cycle schemas.

export const REVIEW_PHASES = ["self", "manager", "sharing", "acknowledgement"] as const;
export type ReviewPhaseName = (typeof REVIEW_PHASES)[number];

/** What the screens and the completion workbook call each phase. */
export const PHASE_LABELS: Record<ReviewPhaseName, string> = {
  self: "Self review",
  manager: "Manager review",
  sharing: "Sharing",
  acknowledgement: "Acknowledgement",
};

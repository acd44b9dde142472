import "server-only";
import type { SelfReviewVisibility } from "@/generated/prisma/client";

/**
 * Whether a manager may read an employee's SUBMITTED self-review (issue 34 §4): the cycle's setting
 * says when — while writing their own review, once they submitted it, or only once the review was
 * shared with the employee. A draft self-review is nobody's to read but its author's (and HR's, who
 * may fill it in).
 */
export function managerSeesSelfReview(
  visibility: SelfReviewVisibility,
  state: { ownReviewSubmitted: boolean; shared: boolean },
): boolean {
  if (visibility === "whileWriting") return true;
  if (visibility === "afterManagerSubmits") return state.ownReviewSubmitted;
  return state.shared;
}

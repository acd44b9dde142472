import "server-only";
import type { SelfReviewVisibility } from "@/generated/prisma/client";
import { db } from "@/lib/server/db/client";

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

/**
 * Whether the cycle holds an employee's submitted self-review back from their manager now, given
 * the manager's own values review of them (`own`): the setting that does, or null when it shows.
 */
export async function selfReviewHeldBack(
  cycleId: number,
  employeeId: number,
  own: { isDraft: boolean } | null,
): Promise<"afterManagerSubmits" | "atSharing" | null> {
  const [cycle, shared] = await Promise.all([
    db.reviewCycle.findUniqueOrThrow({ where: { id: cycleId }, select: { selfReviewVisibility: true } }),
    db.reviewShare.count({ where: { cycleId, employeeId } }),
  ]);
  const visibility = cycle.selfReviewVisibility;
  const visible = managerSeesSelfReview(visibility, {
    ownReviewSubmitted: own !== null && !own.isDraft,
    shared: shared > 0,
  });
  return visible || visibility === "whileWriting" ? null : visibility;
}

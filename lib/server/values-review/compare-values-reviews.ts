import "server-only";
import { db } from "@/lib/server/db/client";
import type { ManagerSession } from "@/lib/server/auth/session";
import { findShownCycle } from "@/lib/server/review-cycles/shown-cycle";
import { roundScore, validOverride, valuesOverall } from "@/lib/shared/scores";
import type { ComparedReviewDto } from "@/lib/shared/schemas/values-review";
import { storedCategorySelect, toReviewSide, type StoredReview } from "./review-side";
import { requireValuesReviewPair } from "./values-subject";
import { selfReviewHeldBack } from "@/lib/server/self-review/self-review-visibility";

const reviewSelect = { isDraft: true, overallNotes: true, updatedAt: true } as const;

/** The values score of a stored review, recomputed from its rows (never a stored client number). */
function scoreOf(review: StoredReview | null): number | null {
  if (!review) return null;
  const overall = valuesOverall(
    review.categoryScores.map((c) => ({
      subScores: [c.subcomp1Score, c.subcomp2Score, c.subcomp3Score],
      overrideScore: validOverride(c.overrideScore === null ? null : Number(c.overrideScore)),
    })),
  );
  return overall === null ? null : roundScore(overall);
}

/**
 * GET /api/manager-review/compare/{employeeHrisId}/{managerHrisId} (spec 2 §7): the employee's
 * own values self-review and the signed-in manager's review of them, this cycle; either is null
 * when it does not exist. Another manager's HRIS id: 403; an employee outside the hierarchy: 404,
 * as an unknown one.
 */
export async function compareValuesReviews(
  session: ManagerSession,
  employeeHrisId: string,
  managerHrisId: string,
): Promise<ComparedReviewDto> {
  const { manager, employee } = await requireValuesReviewPair(
    session,
    { hrisId: employeeHrisId },
    managerHrisId,
  );
  const cycle = await findShownCycle();
  // No cycle yet: nothing can have been saved in it.
  const [self, own] = await Promise.all([
    cycle &&
      db.employeeValuesReview.findUnique({
        where: { employeeId_cycleId: { employeeId: employee.id, cycleId: cycle.id } },
        select: { ...reviewSelect, categoryScores: { select: storedCategorySelect } },
      }),
    cycle &&
      db.managerValuesReview.findUnique({
        where: {
          employeeId_managerId_cycleId: { employeeId: employee.id, managerId: manager.id, cycleId: cycle.id },
        },
        select: {
          ...reviewSelect,
          categoryScores: { select: { ...storedCategorySelect, scCategoryId: true, categoryNotes: true } },
        },
      }),
  ]);
  // A draft self-review is its author's alone (issue 34 §4): the manager learns only that it is in
  // progress. A submitted one shows as the cycle's visibility says (the gap view's rule).
  const hiddenUntil =
    self && !self.isDraft && cycle ? await selfReviewHeldBack(cycle.id, employee.id, own) : null;
  const withheld = self && (self.isDraft || hiddenUntil);
  const visibleSelf = self && (withheld ? { ...self, overallNotes: null, categoryScores: [] } : self);
  const employeeReview = toReviewSide(visibleSelf, withheld ? null : scoreOf(self));
  return {
    employeeReview: employeeReview && hiddenUntil ? { ...employeeReview, hiddenUntil } : employeeReview,
    managerReview: toReviewSide(own, scoreOf(own)),
  };
}

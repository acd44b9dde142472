import "server-only";
import { db } from "@/lib/server/db/client";
import type { ManagerSession } from "@/lib/server/auth/session";
import { findActiveCycle } from "@/lib/server/review-cycles/active-cycle";
import type { ReviewState, ValuesSelfReviewStatusDto } from "@/lib/shared/schemas/values-review";
import { requireValuesReviewPair } from "./values-subject";

/** Spec 2 §4: none, then draft ('In Progress'), then complete. */
export function reviewState(row: { isDraft: boolean } | null): ReviewState {
  if (!row) return "None";
  return row.isDraft ? "In Progress" : "Complete";
}

/**
 * GET /api/values-self-review-status/{employeeId}: where the employee's own values self-review
 * stands, and the signed-in manager's review of them with its values score (refetched after a save).
 */
export async function getValuesSelfReviewStatus(
  session: ManagerSession,
  employeeRef: { id: number } | { hrisId: string },
): Promise<ValuesSelfReviewStatusDto> {
  const { manager, employee } = await requireValuesReviewPair(session, employeeRef);
  const cycle = await findActiveCycle();
  // No cycle yet: nothing can have been saved in it.
  const [self, own] = await Promise.all([
    cycle &&
      db.employeeValuesReview.findUnique({
        where: { employeeId_cycleId: { employeeId: employee.id, cycleId: cycle.id } },
        select: { isDraft: true, updatedAt: true },
      }),
    cycle &&
      db.managerValuesReview.findUnique({
        where: {
          employeeId_managerId_cycleId: { employeeId: employee.id, managerId: manager.id, cycleId: cycle.id },
        },
        select: { isDraft: true, overallScore: true },
      }),
  ]);
  return {
    employeeId: employee.id,
    reviewCycle: cycle?.name ?? "",
    selfReview: reviewState(self),
    selfReviewUpdatedAt: self?.updatedAt.toISOString() ?? null,
    managerReview: reviewState(own),
    valuesScore: own && !own.isDraft && own.overallScore !== null ? Number(own.overallScore) : null,
  };
}

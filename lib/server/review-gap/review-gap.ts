import "server-only";
import { db } from "@/lib/server/db/client";
import type { Session } from "@/lib/server/auth/session";
import { employeeNotFound, findEmployeeForManager } from "@/lib/server/access/hierarchy";
import { notFound } from "@/lib/server/errors";
import { findShownCycle } from "@/lib/server/review-cycles/shown-cycle";
import { listCompanyValues } from "@/lib/server/values-review/values-catalog";
import { identityKey } from "@/lib/shared/identity-key";
import { selfReviewHeldBack } from "@/lib/server/self-review/self-review-visibility";
import { computeGapItems, summarizeGaps, type SideScores } from "@/lib/shared/review-gap";
import type { ReviewGapDto } from "@/lib/shared/schemas/review-gap";
import type { SharedReview } from "@/lib/shared/schemas/review-share";

// The per-item gap view (issue 34 §6, ADR 0086): the employee's SUBMITTED self-review beside a
// manager's values review of them, in the shown cycle. GET /api/review-gap/{hrisId} for the manager
// (their own review, as the cycle's self-review visibility allows) and HR (the last submitted
// review); `sharedReviewGap` for the employee's shared review, from the scores its snapshot froze.

const scoresSelect = {
  categoryScores: {
    select: { valueId: true, subcomp1Score: true, subcomp2Score: true, subcomp3Score: true },
  },
} as const;

type ScoredRows = {
  categoryScores: { valueId: number; subcomp1Score: number; subcomp2Score: number; subcomp3Score: number }[];
};

const sides = (review: ScoredRows | null): SideScores[] =>
  (review?.categoryScores ?? []).map((c) => ({
    valueId: c.valueId,
    scores: [c.subcomp1Score, c.subcomp2Score, c.subcomp3Score],
  }));

/** The shown cycle (active, else the last closed) with its gap settings. */
async function gapCycle() {
  const shown = await findShownCycle();
  if (!shown) return null;
  return db.reviewCycle.findUnique({
    where: { id: shown.id },
    select: { id: true, name: true, gapThreshold: true },
  });
}

const noSelfReview = () => notFound("There is no submitted self-review to compare with.");

async function submittedSelfReview(employeeId: number, cycleId: number) {
  const self = await db.employeeValuesReview.findUnique({
    where: { employeeId_cycleId: { employeeId, cycleId } },
    select: { isDraft: true, ...scoresSelect },
  });
  // A draft is nobody's to read but its author's: the same answer as none.
  if (!self || self.isDraft) throw noSelfReview();
  return self;
}

async function buildGap(
  employee: { hrisId: string; name: string },
  cycle: { name: string; gapThreshold: number },
  self: SideScores[],
  manager: SideScores[] | null,
): Promise<ReviewGapDto> {
  const values = await listCompanyValues();
  const items = computeGapItems(values, self, manager ?? [], cycle.gapThreshold);
  return {
    employeeHrisId: employee.hrisId,
    employeeName: employee.name,
    cycleName: cycle.name,
    threshold: cycle.gapThreshold,
    managerReviewed: manager !== null,
    items,
    summary: summarizeGaps(items),
  };
}

/** The latest submitted manager's review of the employee in the cycle (HR's). */
function lastSubmittedManagerReview(employeeId: number, cycleId: number) {
  return db.managerValuesReview.findFirst({
    where: { employeeId, cycleId, isDraft: false },
    orderBy: [{ submittedAt: { sort: "desc", nulls: "last" } }, { id: "desc" }],
    select: scoresSelect,
  });
}

/** GET /api/review-gap/{hrisId}: 404 unknown, outside the manager's hierarchy, or not visible. */
export async function getReviewGap(session: Session, hrisId: string): Promise<ReviewGapDto> {
  if (session.kind === "manager") {
    const employee = await findEmployeeForManager(session, { hrisId });
    const cycle = await gapCycle();
    if (!cycle) throw noSelfReview();
    const [self, own] = await Promise.all([
      submittedSelfReview(employee.id, cycle.id),
      db.managerValuesReview.findUnique({
        where: {
          employeeId_managerId_cycleId: {
            employeeId: employee.id,
            managerId: session.employeeId,
            cycleId: cycle.id,
          },
        },
        select: { isDraft: true, ...scoresSelect },
      }),
    ]);
    // The cycle's setting decides when a manager sees a submitted self-review (issue 34 §4), the
    // rule GET /api/self-review/{hrisId} follows too.
    if (await selfReviewHeldBack(cycle.id, employee.id, own)) throw noSelfReview();
    return buildGap(employee, cycle, sides(self), own && sides(own));
  }
  const employee = await db.employee.findUnique({
    where: { hrisIdKey: identityKey(hrisId) },
    select: { id: true, hrisId: true, name: true },
  });
  if (!employee) throw employeeNotFound();
  const cycle = await gapCycle();
  if (!cycle) throw noSelfReview();
  const [self, manager] = await Promise.all([
    submittedSelfReview(employee.id, cycle.id),
    lastSubmittedManagerReview(employee.id, cycle.id),
  ]);
  return buildGap(employee, cycle, sides(self), manager && sides(manager));
}

/**
 * The gap of a shared version (issue 34 §6–7): the scores its snapshot froze, never the live reviews,
 * highlighted at the cycle's threshold. Null when the snapshot carries none (no submitted
 * self-review, or a version shared before snapshots carried them).
 */
export async function sharedReviewGap(review: SharedReview, threshold: number): Promise<ReviewGapDto | null> {
  if (!review.gapScores) return null;
  return buildGap(
    { hrisId: review.employee.hrisId, name: review.employee.name },
    { name: review.cycle.name, gapThreshold: threshold },
    review.gapScores.self,
    review.gapScores.manager,
  );
}

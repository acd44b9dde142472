import "server-only";
import { db } from "@/lib/server/db/client";
import type { Session } from "@/lib/server/auth/session";
import { employeeNotFound, findEmployeeForManager } from "@/lib/server/access/hierarchy";
import { notFound } from "@/lib/server/errors";
import { findEmployeeByHrisId } from "@/lib/server/review-cycles/employee-by-hris-id";
import type { SelfReviewDto } from "@/lib/shared/schemas/self-review";
import { readSelfReview } from "./self-review-read";
import { selfReviewHeldBack } from "./self-review-visibility";

export const NO_SELF_REVIEW = "There is no submitted self-review to show.";

/**
 * GET /api/self-review/{hrisId}: the employee's self-review, for their manager (in the hierarchy,
 * submitted, and as the cycle's visibility says) and HR (any, drafts too: HR may fill it in). A
 * draft, a hidden one, none, an unknown or an outside employee: 404, all alike to a manager.
 */
export async function getSelfReviewFor(session: Session, hrisId: string): Promise<SelfReviewDto> {
  if (session.kind === "hr") {
    const employee = await findEmployeeByHrisId(hrisId);
    if (!employee) throw employeeNotFound();
    const dto = await readSelfReview(employee);
    if (!dto) throw notFound(NO_SELF_REVIEW);
    return dto;
  }
  const employee = await findEmployeeForManager(session, { hrisId });
  const dto = await readSelfReview(employee);
  if (!dto || dto.state !== "submitted") throw notFound(NO_SELF_REVIEW);
  const cycle = await db.reviewCycle.findUniqueOrThrow({
    where: { name: dto.cycleName },
    select: { id: true },
  });
  const own = await db.managerValuesReview.findUnique({
    where: {
      employeeId_managerId_cycleId: {
        employeeId: employee.id,
        managerId: session.employeeId,
        cycleId: cycle.id,
      },
    },
    select: { isDraft: true },
  });
  if (await selfReviewHeldBack(cycle.id, employee.id, own)) throw notFound(NO_SELF_REVIEW);
  return dto;
}

import "server-only";
import type { ManagerSession } from "@/lib/server/auth/session";
import { findShownCycle } from "@/lib/server/review-cycles/shown-cycle";
import type { EmployeeValuesReviewDto } from "@/lib/shared/schemas/values-review";
import { listCompanyValues } from "./values-catalog";
import { requireValuesReviewPair } from "./values-subject";

/**
 * GET /api/employee-values-review/{employeeId} (spec 2 §3 "Employee values review (loaded)"):
 * whose review it is, the current cycle, and the values with their subcomponents to score.
 */
export async function getEmployeeValuesReview(
  session: ManagerSession,
  employeeRef: { id: number } | { hrisId: string },
): Promise<EmployeeValuesReviewDto> {
  const { employee } = await requireValuesReviewPair(session, employeeRef);
  const [cycle, values] = [await findShownCycle(), await listCompanyValues()];
  return {
    employeeId: employee.id,
    employeeHrisId: employee.hrisId,
    employeeName: employee.name,
    reviewCycle: cycle?.name ?? "",
    reviewCycleStatus: cycle?.status ?? null,
    categoryScores: values.map((v) => ({
      scCategoryId: null,
      scDetailId: v.id,
      scDetail: v.name,
      description: v.description,
      subcomponents: v.subcomponents.map((s) => ({
        position: s.position,
        subcomponentName: s.name,
        description: s.description,
      })),
    })),
  };
}

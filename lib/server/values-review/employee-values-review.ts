import "server-only";
import type { ManagerSession } from "@/lib/server/auth/session";
import { findActiveCycle } from "@/lib/server/review-cycles/active-cycle";
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
  const [cycle, values] = [await findActiveCycle(), await listCompanyValues()];
  return {
    employeeId: employee.id,
    employeeHrisId: employee.hrisId,
    employeeName: employee.name,
    reviewCycle: cycle?.name ?? "",
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

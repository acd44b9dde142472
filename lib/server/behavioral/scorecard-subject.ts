import "server-only";
import { db } from "@/lib/server/db/client";
import { findEmployeeForManager } from "@/lib/server/access/hierarchy";
import type { ManagerSession } from "@/lib/server/auth/session";
import { findShownCycle } from "@/lib/server/review-cycles/shown-cycle";

export type ScorecardSubject = {
  employee: { id: number; hrisId: string; name: string; title: string | null };
  /** This cycle's evaluation of the employee by the signed-in manager, if one exists. */
  currentEvaluationId: number | null;
};

/**
 * What the scorecard page needs before the screen loads: who is evaluated (404 unknown or
 * outside the hierarchy, as an AppError) and whether this manager already has an evaluation of
 * them this cycle, so the page opens it in edit mode instead of starting a second, empty form.
 */
export async function getScorecardSubject(
  session: ManagerSession,
  employeeId: number,
): Promise<ScorecardSubject> {
  const [employee, cycle] = await Promise.all([
    findEmployeeForManager(session, { id: employeeId }),
    findShownCycle(),
  ]);
  const evaluation = cycle
    ? await db.behavioralEvaluation.findUnique({
        where: {
          employeeId_managerId_cycleId: {
            employeeId: employee.id,
            managerId: session.employeeId,
            cycleId: cycle.id,
          },
        },
        select: { id: true },
      })
    : null;
  return {
    employee: { id: employee.id, hrisId: employee.hrisId, name: employee.name, title: employee.title },
    currentEvaluationId: evaluation?.id ?? null,
  };
}

import "server-only";
import { db } from "@/lib/server/db";
import { requireEmployeeInHierarchy } from "@/lib/server/access/hierarchy";
import type { Session } from "@/lib/server/auth/session";
import { getCurrentCycle } from "./current-cycle";

export type ScorecardSubject = {
  employee: { id: number; hrisId: string; name: string; title: string | null };
  /** This cycle's evaluation of the employee by the signed-in manager, if one exists. */
  currentEvaluationId: number | null;
};

/**
 * What the scorecard page needs before the screen loads: who is evaluated (404 unknown, 403
 * outside the hierarchy, as AppErrors) and whether this manager already has an evaluation of
 * them this cycle, so the page opens it in edit mode instead of starting a second, empty form.
 */
export async function getScorecardSubject(session: Session, employeeId: number): Promise<ScorecardSubject> {
  await requireEmployeeInHierarchy(session.hrisId!, { id: employeeId });
  const cycle = await getCurrentCycle();
  const employee = await db.employee.findUniqueOrThrow({
    where: { id: employeeId },
    select: {
      id: true,
      hrisId: true,
      name: true,
      mappedTitle: true,
      title: { select: { name: true } },
      evaluationsAbout: { where: { managerId: session.id, cycleId: cycle.id }, select: { id: true } },
    },
  });
  return {
    employee: {
      id: employee.id,
      hrisId: employee.hrisId,
      name: employee.name,
      title: employee.title?.name ?? employee.mappedTitle ?? null,
    },
    currentEvaluationId: employee.evaluationsAbout[0]?.id ?? null,
  };
}

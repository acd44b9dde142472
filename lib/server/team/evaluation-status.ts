import "server-only";
import type { Session } from "@/lib/server/auth/session";
import type { EvaluationStatus } from "@/lib/shared/team-types";
import { requireEmployeeInHierarchy } from "@/lib/server/access/hierarchy";
import { actingManager, requireOwnManager } from "@/lib/server/team/acting-manager";
import { buildEvaluationStatus } from "@/lib/server/team/build-status";
import { loadStatusRows } from "@/lib/server/team/load-status-rows";

/**
 * GET /api/evaluation-status/{managerId}: the status of every employee in the manager's
 * hierarchy, for the assessments this manager wrote in the current cycle. One query.
 */
export async function listEvaluationStatuses(
  session: Session,
  managerRef?: string,
): Promise<EvaluationStatus[]> {
  const manager = managerRef === undefined ? actingManager(session) : requireOwnManager(session, managerRef);
  const rows = await loadStatusRows(manager.id, { kind: "hierarchy", rootHrisId: manager.hrisId });
  return rows.map(buildEvaluationStatus);
}

/** GET /api/evaluation-status/{managerId}/{employeeId}: 404 unknown, 403 outside the hierarchy. */
export async function getEvaluationStatus(
  session: Session,
  managerRef: string,
  employeeRef: { id: number } | { hrisId: string },
): Promise<EvaluationStatus> {
  const manager = requireOwnManager(session, managerRef);
  const employee = await requireEmployeeInHierarchy(manager.hrisId, employeeRef);
  const [row] = await loadStatusRows(manager.id, { kind: "employee", employeeId: employee.id });
  return buildEvaluationStatus(row);
}

import "server-only";
import type { ManagerSession } from "@/lib/server/auth/session";
import type { EmployeeRef } from "@/lib/server/access/hierarchy";
import { findEmployeeForManager } from "@/lib/server/access/hierarchy";
import type { EvaluationStatus } from "@/lib/shared/team-types";
import { requireOwnManager } from "@/lib/server/team/acting-manager";
import { buildEvaluationStatus } from "@/lib/server/team/build-status";
import { loadStatusRows } from "@/lib/server/team/load-status-rows";

/**
 * GET /api/evaluation-status/{managerId}: the status of every employee in the manager's
 * hierarchy, for the assessments this manager wrote in the current cycle. One query.
 */
export async function listEvaluationStatuses(
  session: ManagerSession,
  managerRef?: string,
): Promise<EvaluationStatus[]> {
  const manager = managerRef === undefined ? session : requireOwnManager(session, managerRef);
  const rows = await loadStatusRows(manager.employeeId, { kind: "hierarchy", rootHrisId: manager.hrisId });
  return rows.map((row) => buildEvaluationStatus(row));
}

/** GET /api/evaluation-status/{managerId}/{employeeId}: 404 unknown or outside the hierarchy. */
export async function getEvaluationStatus(
  session: ManagerSession,
  managerRef: string,
  employeeRef: EmployeeRef,
): Promise<EvaluationStatus> {
  const manager = requireOwnManager(session, managerRef);
  const employee = await findEmployeeForManager(manager, employeeRef);
  const [row] = await loadStatusRows(manager.employeeId, { kind: "employee", employeeId: employee.id });
  return buildEvaluationStatus(row);
}

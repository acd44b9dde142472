import "server-only";
import type { ManagerSession } from "@/lib/server/auth/session";
import type { DebugRelationshipsResponse } from "@/lib/shared/team-types";
import { listHierarchy } from "@/lib/server/team/list-hierarchy";

/**
 * GET /api/debug/employee-manager-relationships (spec 2 §2 debug page): the signed-in manager's
 * hierarchy only, as manager HRIS id → direct reports. One query.
 */
export async function getDebugRelationships(session: ManagerSession): Promise<DebugRelationshipsResponse> {
  const employees = await listHierarchy(session);
  const byManager: DebugRelationshipsResponse["byManager"] = {};
  const managerNames: Record<string, string> = {};
  for (const e of employees) {
    (byManager[e.directManagerHrisId] ??= []).push({
      employeeName: e.name,
      employeeId: e.hrisId,
      employeeNumericId: e.id,
      job: e.title,
      department: e.department,
    });
    managerNames[e.directManagerHrisId] = e.directManagerName;
  }
  return { totalEmployees: employees.length, byManager, managerNames };
}

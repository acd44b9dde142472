import "server-only";
import type { ManagerSession } from "@/lib/server/auth/session";
import type { TeamListResponse } from "@/lib/shared/team-types";
import { requireOwnManager } from "@/lib/server/team/acting-manager";
import { listHierarchy } from "@/lib/server/team/list-hierarchy";
import { getManagerChain } from "@/lib/server/team/manager-chain";
import { groupByDepartment } from "@/lib/server/team/department-groups";

/** GET /api/employees/{managerHrisId}: two queries (hierarchy, chain) whatever the org size. */
export async function getTeamList(session: ManagerSession, managerRef: string): Promise<TeamListResponse> {
  const manager = requireOwnManager(session, managerRef);
  const [employees, managerChain] = await Promise.all([
    listHierarchy(manager),
    getManagerChain(manager.hrisId),
  ]);
  return {
    manager: { id: manager.employeeId, hrisId: manager.hrisId, name: manager.name },
    employees,
    managerChain,
    departmentGroups: groupByDepartment(employees),
  };
}

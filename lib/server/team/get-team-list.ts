import "server-only";
import type { ManagerSession } from "@/lib/server/auth/session";
import {
  LEAN_TEAM_FIELDS,
  type LeanTeamEmployee,
  type LeanTeamListResponse,
  type TeamEmployee,
  type TeamListResponse,
} from "@/lib/shared/team-types";
import { requireOwnManager } from "@/lib/server/team/acting-manager";
import { listHierarchy } from "@/lib/server/team/list-hierarchy";
import { getManagerChain } from "@/lib/server/team/manager-chain";
import { groupByDepartment } from "@/lib/shared/department-groups";

async function loadTeam(session: ManagerSession, managerRef: string) {
  const manager = requireOwnManager(session, managerRef);
  const [employees, managerChain] = await Promise.all([
    listHierarchy(manager),
    getManagerChain(manager.hrisId),
  ]);
  return {
    manager: { id: manager.employeeId, hrisId: manager.hrisId, name: manager.name },
    employees,
    managerChain,
  };
}

/** GET /api/employees/{managerHrisId}: two queries (hierarchy, chain) whatever the org size. */
export async function getTeamList(session: ManagerSession, managerRef: string): Promise<TeamListResponse> {
  const team = await loadTeam(session, managerRef);
  return { ...team, departmentGroups: groupByDepartment(team.employees) };
}

const lean = (e: TeamEmployee) =>
  Object.fromEntries(LEAN_TEAM_FIELDS.map((f) => [f, e[f]])) as LeanTeamEmployee;

/** GET /api/employees/{managerHrisId}?view=lean: the same queries, only what the screens show. */
export async function getLeanTeamList(
  session: ManagerSession,
  managerRef: string,
): Promise<LeanTeamListResponse> {
  const team = await loadTeam(session, managerRef);
  return { ...team, employees: team.employees.map(lean) };
}

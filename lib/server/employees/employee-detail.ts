import "server-only";
import { db } from "@/lib/server/db";
import type { Session } from "@/lib/server/auth/session";
import type { EmployeeDetail } from "@/lib/shared/team-types";
import { requireEmployeeInHierarchy } from "@/lib/server/access/hierarchy";
import { actingManager } from "@/lib/server/team/acting-manager";

/**
 * One employee of the signed-in manager's hierarchy (GET /api/employee/{id}, the profile):
 * 404 for an unknown id, 403 outside the hierarchy (the manager's own record included: a
 * manager does not assess themselves). Three queries.
 */
export async function getEmployeeDetail(
  session: Session,
  ref: { id: number } | { hrisId: string },
): Promise<EmployeeDetail> {
  const manager = actingManager(session);
  const allowed = await requireEmployeeInHierarchy(manager.hrisId, ref);
  const e = await db.employee.findUniqueOrThrow({
    where: { id: allowed.id },
    select: {
      id: true,
      hrisId: true,
      name: true,
      email: true,
      department: true,
      mappedTitle: true,
      oldTitle: true,
      startDate: true,
      title: { select: { name: true, level: true } },
      manager: { select: { id: true, hrisId: true, name: true } },
    },
  });
  return {
    id: e.id,
    hrisId: e.hrisId,
    name: e.name,
    email: e.email || null,
    department: e.department,
    title: e.title?.name ?? e.mappedTitle,
    titleLevel: e.title?.level ?? null,
    mappedTitle: e.mappedTitle,
    oldTitle: e.oldTitle,
    startDate: e.startDate ? e.startDate.toISOString().slice(0, 10) : null,
    reportingLevel: allowed.reportingLevel,
    // Inside the hierarchy means a manager link exists.
    directManagerId: e.manager!.id,
    directManagerHrisId: e.manager!.hrisId,
    directManagerName: e.manager!.name,
  };
}

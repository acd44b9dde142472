import "server-only";
import type { ManagerSession } from "@/lib/server/auth/session";
import type { EmployeeDetail } from "@/lib/shared/team-types";
import { findEmployeeForManager, type EmployeeRef } from "@/lib/server/access/hierarchy";

/**
 * One employee of the signed-in manager's hierarchy (GET /api/employee/{id}, the profile):
 * 404 for an unknown id or one outside the hierarchy (the manager's own record included: a
 * manager does not assess themselves). One query, permission included.
 */
export async function getEmployeeDetail(session: ManagerSession, ref: EmployeeRef): Promise<EmployeeDetail> {
  const e = await findEmployeeForManager(session, ref);
  return {
    id: e.id,
    hrisId: e.hrisId,
    name: e.name,
    email: e.email,
    department: e.department,
    title: e.title,
    titleLevel: e.titleLevel,
    mappedTitle: e.mappedTitle,
    oldTitle: e.oldTitle,
    startDate: e.startDate,
    reportingLevel: e.reportingLevel,
    directManagerId: e.directManagerId,
    directManagerHrisId: e.directManagerHrisId,
    directManagerName: e.directManagerName,
  };
}

import "server-only";
import { db } from "@/lib/server/db";
import type { Session } from "@/lib/server/auth/session";
import type { EmployeeManager } from "@/lib/shared/team-types";
import { requireEmployeeInHierarchy } from "@/lib/server/access/hierarchy";
import { actingManager } from "@/lib/server/team/acting-manager";

/**
 * GET /api/employee-manager/{employeeHrisId}: the direct manager of an employee of the
 * hierarchy (the signed-in manager, or a manager below them). 404 unknown, 403 outside.
 */
export async function getEmployeeManager(session: Session, employeeHrisId: string): Promise<EmployeeManager> {
  const me = actingManager(session);
  const allowed = await requireEmployeeInHierarchy(me.hrisId, { hrisId: employeeHrisId });
  const row = await db.employee.findUniqueOrThrow({
    where: { id: allowed.id },
    select: {
      manager: {
        select: {
          id: true,
          hrisId: true,
          name: true,
          email: true,
          department: true,
          mappedTitle: true,
          title: { select: { name: true } },
        },
      },
    },
  });
  const m = row.manager!;
  return {
    id: m.id,
    hrisId: m.hrisId,
    name: m.name,
    email: m.email || null,
    title: m.title?.name ?? m.mappedTitle,
    department: m.department,
  };
}

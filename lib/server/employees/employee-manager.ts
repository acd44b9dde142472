import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db/client";
import type { ManagerSession } from "@/lib/server/auth/session";
import type { EmployeeManager } from "@/lib/shared/team-types";
import { employeeNotFound, levelBelow } from "@/lib/server/access/hierarchy";
import { identityKey } from "@/lib/shared/identity-key";

type Row = EmployeeManager & { inside: boolean };

/**
 * GET /api/employee-manager/{employeeHrisId}: the direct manager of an employee of the
 * hierarchy (the signed-in manager, or a manager below them). 404 unknown or outside.
 * One query, permission included.
 */
export async function getEmployeeManager(
  session: ManagerSession,
  employeeHrisId: string,
): Promise<EmployeeManager> {
  const [row] = await db.$queryRaw<Row[]>`
    SELECT m.id, m."hrisId", m.name, NULLIF(m.email, '') AS email,
           COALESCE(t.name, m."mappedTitle") AS title, m.department,
           ${levelBelow(session, Prisma.sql`e."hrisId"`)} IS NOT NULL AS inside
    FROM "Employee" e
    LEFT JOIN "Employee" m ON m."hrisId" = e."mgrId"
    LEFT JOIN "Title" t ON t.id = m."titleId"
    WHERE e."hrisIdKey" = ${identityKey(employeeHrisId)}`;
  if (!row?.inside) throw employeeNotFound();
  return {
    id: row.id,
    hrisId: row.hrisId,
    name: row.name,
    email: row.email,
    title: row.title,
    department: row.department,
  };
}

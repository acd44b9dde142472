import "server-only";
import { db } from "@/lib/server/db";
import { forbidden, notFound } from "@/lib/server/errors";

// A manager's reports are the recursive closure of the manager link. One recursive query answers
// "is this employee inside my hierarchy", whatever the depth or team size.

/** Depth of `employeeHrisId` below `managerHrisId` (1 = direct report), or null when outside. */
export async function reportingLevel(managerHrisId: string, employeeHrisId: string): Promise<number | null> {
  if (managerHrisId === employeeHrisId) return null;
  const rows = await db.$queryRaw<{ level: number }[]>`
    WITH RECURSIVE chain AS (
      SELECT "hrisId", "mgrId", 0 AS level FROM "Employee" WHERE "hrisId" = ${employeeHrisId}
      UNION ALL
      SELECT e."hrisId", e."mgrId", chain.level + 1
      FROM "Employee" e JOIN chain ON e."hrisId" = chain."mgrId"
      WHERE chain.level < 100
    )
    SELECT level::int AS level FROM chain WHERE "hrisId" = ${managerHrisId} LIMIT 1`;
  return rows[0] ? Number(rows[0].level) : null;
}

export async function isInHierarchy(managerHrisId: string, employeeHrisId: string) {
  return (await reportingLevel(managerHrisId, employeeHrisId)) !== null;
}

/**
 * Resolves an employee the manager may act on, or refuses: 404 when the id is unknown, 403 when
 * the employee is outside the hierarchy. `ref` is the employee's numeric id or HRIS id.
 */
export async function requireEmployeeInHierarchy(managerHrisId: string, ref: { id: number } | { hrisId: string }) {
  const employee = await db.employee.findUnique({ where: ref, select: { id: true, hrisId: true, name: true } });
  if (!employee) throw notFound("Employee not found.");
  const level = await reportingLevel(managerHrisId, employee.hrisId);
  if (level === null) throw forbidden("You can only access employees within your management hierarchy.");
  return { ...employee, reportingLevel: level };
}

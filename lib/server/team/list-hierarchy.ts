import "server-only";
import { db } from "@/lib/server/db";
import type { TeamEmployee } from "@/lib/shared/team-types";
import type { ActingManager } from "@/lib/server/team/acting-manager";

type HierarchyRow = Omit<TeamEmployee, "email"> & { email: string };

/**
 * Everyone below the manager, with their depth (reportingLevel, 1 = direct) and direct manager,
 * in ONE recursive query whatever the size of the org. Excluding the root from the recursive
 * step makes the walk finish even if the data holds a management cycle through this manager
 * (cycles elsewhere can never be reached from the root).
 */
export async function listHierarchy(manager: Pick<ActingManager, "hrisId">): Promise<TeamEmployee[]> {
  // Every column the answer needs travels inside the walk: joining "Employee" again afterwards
  // makes the planner (which guesses thousands of rows for any recursive CTE) hash the whole
  // table even for a team lead with ten people.
  const rows = await db.$queryRaw<HierarchyRow[]>`
    WITH RECURSIVE team(id, "hrisId", name, email, department, "titleId", "mappedTitle", "oldTitle",
                        "startDate", level, "parentId", "parentHrisId", "parentName") AS (
      SELECT e.id, e."hrisId", e.name, e.email, e.department, e."titleId", e."mappedTitle", e."oldTitle",
             e."startDate", 1, m.id, m."hrisId", m.name
      FROM "Employee" m JOIN "Employee" e ON e."mgrId" = m."hrisId"
      WHERE m."hrisId" = ${manager.hrisId} AND e.id <> m.id
      UNION ALL
      SELECT e.id, e."hrisId", e.name, e.email, e.department, e."titleId", e."mappedTitle", e."oldTitle",
             e."startDate", t.level + 1, t.id, t."hrisId", t.name
      FROM "Employee" e JOIN team t ON e."mgrId" = t."hrisId"
      WHERE e."hrisId" <> ${manager.hrisId}
    )
    SELECT t.id, t."hrisId", t.name, t.email, t.department,
           COALESCE(ti.name, t."mappedTitle") AS title, t."mappedTitle", t."oldTitle",
           to_char(t."startDate", 'YYYY-MM-DD') AS "startDate",
           t.level::int AS "reportingLevel", t."parentId" AS "directManagerId",
           t."parentHrisId" AS "directManagerHrisId", t."parentName" AS "directManagerName"
    FROM team t
    LEFT JOIN "Title" ti ON ti.id = t."titleId"
    ORDER BY t.level, t.name, t.id`;
  return rows.map((r) => ({
    ...r,
    email: r.email || null,
    reportingLevel: Number(r.reportingLevel),
    directManagerId: Number(r.directManagerId),
  }));
}

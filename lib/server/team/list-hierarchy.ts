import "server-only";
import { db } from "@/lib/server/db/client";
import type { TeamEmployee } from "@/lib/shared/team-types";
import { reportsBelow, type HierarchyRoot } from "@/lib/server/access/hierarchy";

type HierarchyRow = Omit<TeamEmployee, "email"> & { email: string };

/**
 * Everyone below the manager, with their depth (reportingLevel, 1 = direct) and direct manager,
 * in ONE recursive query whatever the size of the org (the walk is `reportsBelow`).
 */
export async function listHierarchy(manager: HierarchyRoot): Promise<TeamEmployee[]> {
  const rows = await db.$queryRaw<HierarchyRow[]>`/* prepared */
    WITH RECURSIVE ${reportsBelow(manager, ["email", "department", "titleId", "mappedTitle", "oldTitle", "startDate"], "team")}
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

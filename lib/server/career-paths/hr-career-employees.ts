import "server-only";
import { db } from "@/lib/server/db";
import { HR_LIST_LIMIT } from "@/lib/shared/career-paths/texts";
import type { HrCareerEmployeeList } from "@/lib/shared/career-paths/types";

/**
 * GET /api/hr/career-paths: employees whose name, HRIS id, title or department contains the
 * search (case-insensitive, plain text: strpos() knows no wildcards), sorted by name, at most
 * HR_LIST_LIMIT of them, with the total number of matches.
 */
export async function searchCareerEmployees(search: string): Promise<HrCareerEmployeeList> {
  const needle = search.toLowerCase();
  const rows = await db.$queryRaw<
    {
      id: number;
      hrisId: string;
      name: string;
      title: string | null;
      department: string | null;
      customPathCount: number;
      total: number;
    }[]
  >`
    SELECT e.id, e."hrisId", e.name, COALESCE(t.name, e."mappedTitle") AS title, e.department,
      (SELECT count(DISTINCT c."sessionId") FROM "CustomCareerPath" c WHERE c."employeeId" = e.id)::int
        AS "customPathCount",
      count(*) OVER ()::int AS total
    FROM "Employee" e LEFT JOIN "Title" t ON t.id = e."titleId"
    WHERE ${needle} = ''
      OR strpos(lower(e.name), ${needle}) > 0
      OR strpos(lower(e."hrisId"), ${needle}) > 0
      OR strpos(lower(COALESCE(t.name, e."mappedTitle", '')), ${needle}) > 0
      OR strpos(lower(COALESCE(e.department, '')), ${needle}) > 0
    ORDER BY e.name, e."hrisId"
    LIMIT ${HR_LIST_LIMIT}`;
  return {
    employees: rows.map(({ total: _total, ...r }) => ({
      ...r,
      id: Number(r.id),
      customPathCount: Number(r.customPathCount),
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}

import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db/client";
import { HR_LIST_LIMIT } from "@/lib/shared/career-paths/texts";
import { pageCount, pageWithin } from "@/lib/shared/schemas/params";
import type { HrCareerEmployee, HrCareerEmployeeList } from "@/lib/shared/career-paths/types";

type Row = HrCareerEmployee & { total: number };

/** The employees a search matches (the FROM and WHERE of both statements below). */
const matching = (needle: string) => Prisma.sql`
    FROM "Employee" e LEFT JOIN "Title" t ON t.id = e."titleId"
    WHERE ${needle} = ''
      OR strpos(lower(e.name), ${needle}) > 0
      OR strpos(lower(e."hrisId"), ${needle}) > 0
      OR strpos(lower(COALESCE(t.name, e."mappedTitle", '')), ${needle}) > 0
      OR strpos(lower(COALESCE(e.department, '')), ${needle}) > 0`;

/** One page of the matches, with the number of all of them on every row. */
const readPage = (needle: string, offset: number) => db.$queryRaw<Row[]>`
    SELECT e.id, e."hrisId", e.name, COALESCE(t.name, e."mappedTitle") AS title, e.department,
      (SELECT count(DISTINCT c."sessionId") FROM "CustomCareerPath" c WHERE c."employeeId" = e.id)::int
        AS "customPathCount",
      count(*) OVER ()::int AS total
    ${matching(needle)}
    ORDER BY e.name, e."hrisId"
    LIMIT ${HR_LIST_LIMIT} OFFSET ${offset}`;

const countMatches = async (needle: string) => {
  const [row] = await db.$queryRaw<{ total: number }[]>`
    SELECT count(*)::int AS total ${matching(needle)}`;
  return Number(row?.total ?? 0);
};

/**
 * GET /api/hr/career-paths?search=&page=: employees whose name, HRIS id, title or department
 * contains the search (case-insensitive, plain text: strpos() knows no wildcards), sorted by name,
 * HR_LIST_LIMIT a page, with the number of all matches. One statement; a page past the end
 * answers the last page (counted, then read again).
 */
export async function searchCareerEmployees(search: string, asked = 1): Promise<HrCareerEmployeeList> {
  const needle = search.toLowerCase();
  let rows = await readPage(needle, (asked - 1) * HR_LIST_LIMIT);
  let total = Number(rows[0]?.total ?? 0);
  let page = asked;
  if (!rows.length && asked > 1) {
    total = await countMatches(needle);
    page = pageWithin(asked, total, HR_LIST_LIMIT);
    rows = total ? await readPage(needle, (page - 1) * HR_LIST_LIMIT) : [];
  }
  return {
    employees: rows.map(({ total: _total, ...r }) => ({
      ...r,
      id: Number(r.id),
      customPathCount: Number(r.customPathCount),
    })),
    total,
    page,
    totalPages: pageCount(total, HR_LIST_LIMIT),
  };
}

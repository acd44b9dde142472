import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db/client";
import { findShownCycle } from "@/lib/server/review-cycles/shown-cycle";
import { raterFlag } from "@/lib/shared/review-gap";
import { NO_DEPARTMENT } from "@/lib/shared/schemas/cycle-completion";
import {
  REVIEW_GAPS_PAGE_SIZE,
  type ReviewGapsDto,
  type ReviewGapsQuery,
} from "@/lib/shared/schemas/review-gap";

// GET /api/hr/review-gaps?groupBy=department|manager&page=N (issue 34 §6, ADR 0086): over the shown
// cycle's pairs of a SUBMITTED self-review and a SUBMITTED manager's values review of the same person,
// the mean signed gap (self − manager) per item both rated, by the person's department or by the
// reviewing manager. Grouped, ordered and paged in one statement.

/** Every item both sides rated, one row each: the manager's review, its manager, the department, the gap. */
const gapItems = (cycleId: number) => Prisma.sql`
  SELECT mr.id AS "reviewId", mr."managerId", e.department, (p.s - p.m) AS gap
  FROM "ManagerValuesReview" mr
  JOIN "EmployeeValuesReview" sr
    ON sr."employeeId" = mr."employeeId" AND sr."cycleId" = mr."cycleId" AND NOT sr."isDraft"
  JOIN "Employee" e ON e.id = mr."employeeId"
  JOIN "ManagerValuesCategoryScore" mc ON mc."reviewId" = mr.id
  JOIN "EmployeeValuesCategoryScore" sc ON sc."reviewId" = sr.id AND sc."valueId" = mc."valueId"
  CROSS JOIN LATERAL (VALUES
    (sc."subcomp1Score", mc."subcomp1Score"),
    (sc."subcomp2Score", mc."subcomp2Score"),
    (sc."subcomp3Score", mc."subcomp3Score")) AS p(s, m)
  WHERE mr."cycleId" = ${cycleId} AND NOT mr."isDraft"
    AND p.s BETWEEN 1 AND 5 AND p.m BETWEEN 1 AND 5`;

type Row = { key: string; label: string; meanGap: number; reviews: number; items: number; total: number };

export async function listReviewGaps(query: ReviewGapsQuery): Promise<ReviewGapsDto> {
  const cycle = await findShownCycle();
  const page = { groupBy: query.groupBy, page: query.page, pageSize: REVIEW_GAPS_PAGE_SIZE };
  if (!cycle) return { cycleName: null, ...page, total: 0, groups: [] };
  const grouped =
    query.groupBy === "department"
      ? Prisma.sql`SELECT COALESCE(i.department, '') AS key, COALESCE(i.department, ${NO_DEPARTMENT}) AS label,
                          i.gap, i."reviewId"
                   FROM items i`
      : Prisma.sql`SELECT m."hrisId" AS key, m.name AS label, i.gap, i."reviewId"
                   FROM items i JOIN "Employee" m ON m.id = i."managerId"`;
  const rows = await db.$queryRaw<Row[]>`
    WITH items AS (${gapItems(cycle.id)}), keyed AS (${grouped})
    SELECT key, label, ROUND(AVG(gap)::numeric, 2)::float AS "meanGap",
           COUNT(DISTINCT "reviewId")::int AS reviews, COUNT(*)::int AS items,
           COUNT(*) OVER ()::int AS total
    FROM keyed
    GROUP BY key, label
    ORDER BY ABS(AVG(gap)) DESC, label, key
    LIMIT ${REVIEW_GAPS_PAGE_SIZE} OFFSET ${(query.page - 1) * REVIEW_GAPS_PAGE_SIZE}`;
  return {
    cycleName: cycle.name,
    ...page,
    total: rows[0]?.total ?? 0,
    groups: rows.map(({ total: _total, ...group }) => ({
      ...group,
      flag: raterFlag(group.meanGap, group.reviews),
    })),
  };
}

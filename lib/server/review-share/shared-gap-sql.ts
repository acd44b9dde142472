import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { SideScores } from "@/lib/shared/review-gap";
import type { SharedGapScores } from "@/lib/shared/schemas/review-share";

// The per-item scores a share freezes for the employee's gap view (issue 34 §6–7, docs/decisions/0087):
// the subcomponent scores of the manager's values review the snapshot's values score comes from, and
// the employee's SUBMITTED self-review of the cycle at that moment (a draft is nobody's to read but
// its author's). One join and one subquery in the share statement, whatever the page's size.

/** One side's scores as JSON: [{valueId, scores: [s1, s2, s3]}], in value id order. */
const sideJson = (
  reviewId: Prisma.Sql,
  table: "ManagerValuesCategoryScore" | "EmployeeValuesCategoryScore",
) =>
  Prisma.sql`(SELECT COALESCE(json_agg(json_build_object(
      'valueId', c."valueId",
      'scores', json_build_array(c."subcomp1Score", c."subcomp2Score", c."subcomp3Score")
    ) ORDER BY c."valueId"), '[]'::json)
    FROM ${Prisma.raw(`"${table}"`)} c WHERE c."reviewId" = ${reviewId})`;

/** The join over the people `p` reading the self-review's scores as they are now. */
export function sharedGapJoin(cycleId: number): Prisma.Sql {
  return Prisma.sql`
    LEFT JOIN LATERAL (
      SELECT true AS found, ${sideJson(Prisma.sql`s.id`, "EmployeeValuesCategoryScore")} AS scores
      FROM "EmployeeValuesReview" s
      WHERE s."employeeId" = p.id AND s."cycleId" = ${cycleId} AND NOT s."isDraft"
    ) gs ON true`;
}

/** The columns "gapSelfFound", "gapSelf" and "gapManager" (over the values review's lateral `valuesAlias`). */
export function sharedGapColumns(valuesAlias: string): Prisma.Sql {
  if (!/^[a-z0-9]+$/.test(valuesAlias)) throw new Error(`sharedGapColumns: bad alias ${valuesAlias}`);
  const id = Prisma.raw(`${valuesAlias}.id`);
  return Prisma.sql`COALESCE(gs.found, false) AS "gapSelfFound", gs.scores AS "gapSelf",
    CASE WHEN ${id} IS NULL THEN NULL ELSE ${sideJson(id, "ManagerValuesCategoryScore")} END AS "gapManager"`;
}

const sides = (json: unknown): SideScores[] =>
  Array.isArray(json)
    ? json.map((s: { valueId: number; scores: number[] }) => ({ valueId: s.valueId, scores: s.scores }))
    : [];

/** The snapshot's gap scores: null without a submitted self-review or a manager's values review. */
export function toSharedGapScores(row: Record<string, unknown>): SharedGapScores | null {
  if (row.gapSelfFound !== true || row.gapManager === null || row.gapManager === undefined) return null;
  return { self: sides(row.gapSelf), manager: sides(row.gapManager) };
}

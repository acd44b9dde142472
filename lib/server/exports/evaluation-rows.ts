import "server-only";
import { Prisma } from "@/generated/prisma/client";
import {
  assessmentJoins,
  cycleCte,
  filterWhere,
  peopleFrom,
  personColumns,
  rowColumns,
  statusWhere,
} from "@/lib/server/exports/evaluation-sql";
import { withoutJit } from "@/lib/server/exports/without-jit";
import { combinedScore, roundHalfUp } from "@/lib/shared/scores";
import type {
  CompletedEvaluationRow,
  CompletionStatus,
  EvaluationFilters,
} from "@/lib/shared/schemas/data-export";

// Reads completed-evaluation rows in the list's order (employee name, then id) in ONE statement:
// either one page (LIMIT/OFFSET, for the screen) or the rows after a keyset cursor (for the
// export, which walks the whole view in batches without holding it in memory).

type RawRow = Omit<
  CompletedEvaluationRow,
  | "completionStatus"
  | "totalAssessmentScore"
  | "behavioralReviewDate"
  | "valuesReviewDate"
  | "performanceReviewDate"
  | "lastUpdated"
> & {
  /** The stored (unrounded) scores the combined score is computed from. */
  valuesStoredScore: number | null;
  performanceStoredScore: number | null;
  behavioralReviewDate: Date | null;
  valuesReviewDate: Date | null;
  performanceReviewDate: Date | null;
  lastUpdated: Date | null;
};

/** Where the previous batch ended: the last row's name and id. */
export type RowCursor = { name: string; id: number };

export type RowWindow =
  | { kind: "page"; limit: number; offset: number }
  | { kind: "after"; limit: number; cursor: RowCursor | null };

function windowSql(window: RowWindow) {
  if (window.kind === "page")
    return { where: Prisma.sql`true`, tail: Prisma.sql`LIMIT ${window.limit} OFFSET ${window.offset}` };
  // The name bound lets PostgreSQL start the walk in the name index; the pair decides ties.
  const where = window.cursor
    ? Prisma.sql`e.name >= ${window.cursor.name} AND (e.name, e.id) > (${window.cursor.name}, ${window.cursor.id})`
    : Prisma.sql`true`;
  return { where, tail: Prisma.sql`LIMIT ${window.limit}` };
}

export async function readEvaluationRows(
  filters: EvaluationFilters,
  window: RowWindow,
): Promise<CompletedEvaluationRow[]> {
  const { where, tail } = windowSql(window);
  const rows = await withoutJit(
    (tx) => tx.$queryRaw<RawRow[]>`
    WITH ${cycleCte}
    SELECT ${rowColumns}
    FROM (
      SELECT ${personColumns}
      FROM ${peopleFrom}
      WHERE ${filterWhere(filters)} AND ${statusWhere(filters.status)} AND ${where}
      ORDER BY e.name, e.id
      ${tail}
    ) p
    ${assessmentJoins}
    ORDER BY p.name, p.id`,
  );
  const mapped = rows.map(toRow);
  // Emptied at once (and the export empties each batch once written): an array that outlives a
  // young-generation GC gets promoted, and a dead one in the old generation still keeps every row
  // it points at alive, so the rows of each batch piled up in old space until the next full GC
  // (docs/benchmarks.md, 2026-11-23 night).
  rows.length = 0;
  return mapped;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function completionStatusOf(
  row: Pick<CompletedEvaluationRow, "hasBehavioralReview" | "hasValuesReview" | "hasPerformanceReview">,
): CompletionStatus {
  const done =
    Number(row.hasBehavioralReview) + Number(row.hasValuesReview) + Number(row.hasPerformanceReview);
  if (done === 3) return "Complete";
  return done > 0 ? "Partial" : "Pending";
}

/** The combined score (lib/shared/scores.ts, as the team status has it), to one decimal. */
function totalScoreOf(r: RawRow): number | null {
  const flags = {
    behavioral: r.hasBehavioralReview,
    values: r.hasValuesReview,
    performance: r.hasPerformanceReview,
  };
  const combined = combinedScore(flags, r.performanceStoredScore, r.valuesStoredScore);
  return combined === null ? null : roundHalfUp(combined, 1);
}

function toRow(r: RawRow): CompletedEvaluationRow {
  return {
    employeeId: Number(r.employeeId),
    employeeName: r.employeeName,
    employeeHrisId: r.employeeHrisId,
    employeeTitle: r.employeeTitle,
    employeeDepartment: r.employeeDepartment,
    managerName: r.managerName,
    managerHrisId: r.managerHrisId,
    completionStatus: completionStatusOf(r),
    hasBehavioralReview: r.hasBehavioralReview,
    behavioralOverallScore: r.behavioralOverallScore,
    hasValuesReview: r.hasValuesReview,
    valuesOverallScore: r.valuesOverallScore,
    hasPerformanceReview: r.hasPerformanceReview,
    performanceScore: r.performanceScore,
    totalAssessmentScore: totalScoreOf(r),
    behavioralReviewDate: iso(r.behavioralReviewDate),
    valuesReviewDate: iso(r.valuesReviewDate),
    performanceReviewDate: iso(r.performanceReviewDate),
    lastUpdated: iso(r.lastUpdated),
  };
}

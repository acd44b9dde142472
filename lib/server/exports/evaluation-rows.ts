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
  storedScoreColumn,
} from "@/lib/server/exports/evaluation-sql";
import type { ExportKind } from "@/lib/server/assessments/assessment-kind";
import { EXPORT_KINDS } from "@/lib/server/assessments/registry";
import { withoutJit } from "@/lib/server/exports/without-jit";
import { db } from "@/lib/server/db/client";
import { combinedScore, roundHalfUp } from "@/lib/shared/scores";
import type {
  CompletedEvaluationRow,
  CompletionStatus,
  EvaluationFilters,
} from "@/lib/shared/schemas/data-export";

// Reads completed-evaluation rows in the list's order (employee name, then id) in ONE statement:
// either one page (LIMIT/OFFSET, for the screen) or the rows after a keyset cursor (for the
// export, which walks the whole view in batches without holding it in memory).

/** A row as read: the person columns and, per kind, rowColumns' columns by name. */
type RawRow = Record<string, unknown> &
  Pick<
    CompletedEvaluationRow,
    | "employeeId"
    | "employeeName"
    | "employeeHrisId"
    | "employeeTitle"
    | "employeeDepartment"
    | "managerName"
    | "managerHrisId"
  > & { lastUpdated: Date | null; acknowledgementComment: string | null };

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
  kinds: readonly ExportKind[] = EXPORT_KINDS,
): Promise<CompletedEvaluationRow[]> {
  const { where, tail } = windowSql(window);
  const rows = await withoutJit(
    (tx) => tx.$queryRaw<RawRow[]>`
    WITH ${cycleCte(filters.cycle)}
    SELECT ${rowColumns(kinds)}
    FROM (
      SELECT ${personColumns}
      FROM ${peopleFrom}
      WHERE ${filterWhere(filters)} AND ${statusWhere(filters.status)} AND ${where}
      ORDER BY e.name, e.id
      ${tail}
    ) p
    ${assessmentJoins(kinds)}
    ORDER BY p.name, p.id`,
  );
  const mapped = rows.map((row) => toRow(row, kinds));
  // Emptied at once (and the export empties each batch once written): an array that outlives a
  // young-generation GC gets promoted, and a dead one in the old generation still keeps every row
  // it points at alive, so the rows of each batch piled up in old space until the next full GC
  // (docs/benchmarks.md, 2026-11-23 night).
  rows.length = 0;
  return mapped;
}

/**
 * One employee's row in one review cycle, by the same columns and score rules as the list (the
 * profile's cycle comparison): null when the employee does not exist.
 */
export async function readEmployeeRowIn(
  cycleId: number,
  employeeId: number,
  kinds: readonly ExportKind[] = EXPORT_KINDS,
): Promise<CompletedEvaluationRow | null> {
  const [row] = await db.$queryRaw<RawRow[]>`
    WITH ${cycleCte(cycleId)}
    SELECT ${rowColumns(kinds)}
    FROM (SELECT ${personColumns} FROM ${peopleFrom} WHERE e.id = ${employeeId}) p
    ${assessmentJoins(kinds)}`;
  return row ? toRow(row, kinds) : null;
}

const iso = (d: unknown) => (d ? new Date(d as Date).toISOString() : null);
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** Complete when every kind is, Partial when some are, Pending when none (spec 1 §4). */
export function completionStatusOf(
  row: Record<string, unknown>,
  kinds: readonly ExportKind[],
): CompletionStatus {
  const done = kinds.filter((k) => row[k.export.has] === true).length;
  if (done === kinds.length) return "Complete";
  return done > 0 ? "Partial" : "Pending";
}

/** The combined score (lib/shared/scores.ts, as the team status has it), to one decimal. */
function totalScoreOf(r: RawRow, kinds: readonly ExportKind[]): number | null {
  const flags = Object.fromEntries(kinds.map((k) => [k.name, r[k.export.has] === true]));
  const stored = (name: string) => {
    const kind = kinds.find((k) => k.name === name);
    return kind ? num(r[storedScoreColumn(kind)]) : null;
  };
  const combined = combinedScore(flags, stored("performance"), stored("values"));
  return combined === null ? null : roundHalfUp(combined, 1);
}

function toRow(r: RawRow, kinds: readonly ExportKind[]): CompletedEvaluationRow {
  const row: Record<string, unknown> = {
    employeeId: Number(r.employeeId),
    employeeName: r.employeeName,
    employeeHrisId: r.employeeHrisId,
    employeeTitle: r.employeeTitle,
    employeeDepartment: r.employeeDepartment,
    managerName: r.managerName,
    managerHrisId: r.managerHrisId,
    completionStatus: completionStatusOf(r, kinds),
  };
  for (const { export: columns } of kinds) {
    row[columns.has] = r[columns.has] === true;
    row[columns.score] = num(r[columns.score]);
  }
  row.totalAssessmentScore = totalScoreOf(r, kinds);
  for (const { export: columns } of kinds) row[columns.date] = iso(r[columns.date]);
  row.lastUpdated = iso(r.lastUpdated);
  row.acknowledgementComment = r.acknowledgementComment ?? null;
  return row as CompletedEvaluationRow;
}

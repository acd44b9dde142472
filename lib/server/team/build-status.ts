import "server-only";
import { allComplete, combinedScore, completedAssessments } from "@/lib/shared/scores";
import type { AssessmentState, EvaluationStatus } from "@/lib/shared/team-types";
import {
  statusColumns,
  type OwnStatus,
  type ProgressKind,
  type StatusRow,
} from "@/lib/server/assessments/assessment-kind";
import { PROGRESS_KINDS } from "@/lib/server/assessments/registry";

// Pure: turns one row of stored assessment facts into the spec's evaluation status (spec 2 §3,
// §4, §9), kind by kind. Every number comes from the stored scores; score arithmetic is
// lib/shared/scores.ts.

export type { StatusRow };

const num = (v: unknown): number | null =>
  v === null || v === undefined || Number.isNaN(Number(v)) ? null : Number(v);

/** A kind with its status column names, made once: a row is read by the same keys every time. */
type KindColumns = { kind: ProgressKind; column: ReturnType<typeof statusColumns> };
const columnsOf = new WeakMap<readonly ProgressKind[], readonly KindColumns[]>();

function withColumns(kinds: readonly ProgressKind[]): readonly KindColumns[] {
  let found = columnsOf.get(kinds);
  if (!found) columnsOf.set(kinds, (found = kinds.map((kind) => ({ kind, column: statusColumns(kind) }))));
  return found;
}

/** A kind's id, state and score in the row: a draft's score only where the kind shows it. */
function ownStatus(row: StatusRow, { kind, column }: KindColumns): OwnStatus {
  const id = num(row[column.id]);
  const state: AssessmentState = id === null ? "none" : row[column.complete] === true ? "complete" : "draft";
  const shown = state === "complete" || (state === "draft" && kind.status.scoreOf === "saved");
  return { id, state, score: shown ? num(row[column.score]) : null };
}

export function buildEvaluationStatus(
  row: StatusRow,
  kinds: readonly ProgressKind[] = PROGRESS_KINDS,
): EvaluationStatus {
  const status: Record<string, unknown> = {
    employeeId: Number(row.employeeId),
    employeeHrisId: row.employeeHrisId,
  };
  const flags: Record<string, boolean> = {};
  const owns: OwnStatus[] = [];
  const columns = withColumns(kinds);
  for (const kc of columns) {
    const own = ownStatus(row, kc);
    owns.push(own);
    flags[kc.kind.name] = own.state === "complete";
    if (kc.kind.statusExtras) Object.assign(status, kc.kind.statusExtras.fill(row, own));
    status[kc.kind.status.score] = own.score;
  }
  const scores = status as EvaluationStatus;
  status.combinedScore = combinedScore(flags, scores.performanceScore, scores.valuesScore);
  status.allAssessmentsComplete = allComplete(flags);
  for (let i = 0; i < columns.length; i++) status[columns[i].kind.status.state] = owns[i].state;
  status.completedAssessments = completedAssessments(flags);
  return status as EvaluationStatus;
}

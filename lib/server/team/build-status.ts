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

/** A kind's id, state and score in the row: a draft's score only where the kind shows it. */
function ownStatus(row: StatusRow, kind: ProgressKind): OwnStatus {
  const column = statusColumns(kind);
  const id = num(row[column.id]);
  const state: AssessmentState = id === null ? "none" : row[column.complete] === true ? "complete" : "draft";
  const shown = state === "complete" || (state === "draft" && kind.status.scoreOf === "saved");
  return { id, state, score: shown ? num(row[column.score]) : null };
}

export function buildEvaluationStatus(
  row: StatusRow,
  kinds: readonly ProgressKind[] = PROGRESS_KINDS,
): EvaluationStatus {
  const status: Partial<EvaluationStatus> = {
    employeeId: Number(row.employeeId),
    employeeHrisId: row.employeeHrisId,
  };
  const flags: Record<string, boolean> = {};
  const states: Partial<EvaluationStatus> = {};
  for (const kind of kinds) {
    const own = ownStatus(row, kind);
    flags[kind.name] = own.state === "complete";
    Object.assign(status, kind.statusExtras?.fill(row, own), { [kind.status.score]: own.score });
    Object.assign(states, { [kind.status.state]: own.state });
  }
  const scores = status as EvaluationStatus;
  return {
    ...scores,
    combinedScore: combinedScore(flags, scores.performanceScore, scores.valuesScore),
    allAssessmentsComplete: allComplete(flags),
    ...states,
    completedAssessments: completedAssessments(flags),
  };
}

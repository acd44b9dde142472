import "server-only";
import { combinedScore, completedAssessments } from "@/lib/shared/scores";
import type { AssessmentState, EvaluationStatus } from "@/lib/shared/team-types";

// Pure: turns one row of stored assessment facts into the spec's evaluation status (spec 2 §3,
// §4, §9). Every number comes from the stored scores; score arithmetic is lib/shared/scores.ts.

export type StatusRow = {
  employeeId: number;
  employeeHrisId: string;
  evaluationId: number | null;
  evaluationIsDraft: boolean | null;
  totalAverage: number | null;
  completedQuestions: number | null;
  totalQuestions: number | null;
  valuesReviewId: number | null;
  valuesIsDraft: boolean | null;
  valuesOverallScore: number | null;
  questionnaireId: number | null;
  questionnaireSubmittedAt: Date | string | null;
  overallPerformance: number | null;
};

const num = (v: unknown): number | null =>
  v === null || v === undefined || Number.isNaN(Number(v)) ? null : Number(v);

function stateOf(exists: boolean, complete: boolean): AssessmentState {
  if (!exists) return "none";
  return complete ? "complete" : "draft";
}

export function buildEvaluationStatus(row: StatusRow): EvaluationStatus {
  const hasEvaluation = row.evaluationId !== null;
  const behavioralState = stateOf(hasEvaluation, row.evaluationIsDraft === false);
  const valuesState = stateOf(row.valuesReviewId !== null, row.valuesIsDraft === false);
  const performanceState = stateOf(row.questionnaireId !== null, row.questionnaireSubmittedAt !== null);

  const totalAverage = hasEvaluation ? num(row.totalAverage) : null;
  // Only a submitted review or questionnaire carries a score into the combined score.
  const valuesScore = valuesState === "complete" ? num(row.valuesOverallScore) : null;
  const performanceScore = performanceState === "complete" ? num(row.overallPerformance) : null;
  const flags = {
    behavioral: behavioralState === "complete",
    values: valuesState === "complete",
    performance: performanceState === "complete",
  };
  const done = completedAssessments(flags);

  return {
    employeeId: Number(row.employeeId),
    employeeHrisId: row.employeeHrisId,
    hasEvaluation,
    isDraft: behavioralState === "draft",
    evaluationId: hasEvaluation ? Number(row.evaluationId) : null,
    completedQuestions: hasEvaluation ? (num(row.completedQuestions) ?? 0) : 0,
    totalQuestions: num(row.totalQuestions) ?? 0,
    totalAverage,
    behavioralScore: totalAverage,
    performanceScore,
    valuesScore,
    combinedScore: combinedScore(flags, performanceScore, valuesScore),
    allAssessmentsComplete: done === 3,
    behavioralState,
    valuesState,
    performanceState,
    completedAssessments: done,
  };
}

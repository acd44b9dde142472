import type { EvaluationStatus } from "@/lib/shared/team-types";

// Where each assessment lives (spec 2 §2). The behavioral scorecard takes the evaluation id
// when one exists so it opens in edit mode.

export function scorecardHref(employeeId: number, status: EvaluationStatus | null) {
  const base = `/scorecard/${employeeId}`;
  return status?.evaluationId ? `${base}?evaluationId=${status.evaluationId}` : base;
}

export const valuesReviewHref = (employeeId: number, managerHrisId: string) =>
  `/manager-values-review/${employeeId}/${encodeURIComponent(managerHrisId)}`;

export const questionnaireHref = (employeeHrisId: string, managerHrisId: string) =>
  `/performance-review/${encodeURIComponent(employeeHrisId)}/${encodeURIComponent(managerHrisId)}`;

/** Evaluate / Continue / View/Edit for the behavioral evaluation (spec 2 §4). */
export function behavioralAction(status: EvaluationStatus | null): "Evaluate" | "Continue" | "View/Edit" {
  if (!status?.hasEvaluation) return "Evaluate";
  return status.isDraft ? "Continue" : "View/Edit";
}

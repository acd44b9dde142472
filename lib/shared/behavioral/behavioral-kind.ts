// The behavioral scorecard's client-safe half (lib/shared/assessment-kinds.ts).
import type { AssessmentKindInfo } from "@/lib/shared/assessment-kind-info";
import type { EvaluationStatus } from "@/lib/shared/team-types";
import { formatScore } from "@/lib/shared/scores";

/** The scorecard, with the evaluation id when one exists so it opens in edit mode (spec 2 §2). */
export function scorecardHref(employeeId: number, status: EvaluationStatus | null) {
  const base = `/scorecard/${employeeId}`;
  return status?.evaluationId ? `${base}?evaluationId=${status.evaluationId}` : base;
}

/** Evaluate / Continue / View/Edit for the behavioral evaluation (spec 2 §4). */
export function behavioralAction(status: EvaluationStatus | null): "Evaluate" | "Continue" | "View/Edit" {
  if (!status?.hasEvaluation) return "Evaluate";
  return status.isDraft ? "Continue" : "View/Edit";
}

export const behavioralKindInfo = {
  name: "behavioral",
  csvBackup: {
    url: (to: { employeeHrisId: string; managerHrisId: string }) =>
      `/api/manager-behavioral-review/download-csv/${encodeURIComponent(to.employeeHrisId)}/${encodeURIComponent(to.managerHrisId)}`,
    file: "Behavioral_Review.csv",
  },
  page: { name: "Behavioral Evaluation", prefix: "/scorecard/", pattern: /^\/scorecard\/[^/]+$/ },
  status: { state: "behavioralState", score: "behavioralScore", short: "Behavioral", scoreOf: "saved" },
  card: {
    title: "Behavioral Competency Evaluation",
    description: "Competencies of the employee's role, scored 1 to 5.",
    stateLabels: { none: "No Evaluation", draft: "Draft Evaluation", complete: "Evaluation Complete" },
    action: behavioralAction,
    href: (to, status) => scorecardHref(to.employeeId, status),
    body: (status) =>
      status.hasEvaluation
        ? {
            facts: [
              ["Progress", `${status.completedQuestions} of ${status.totalQuestions} questions`],
              ["Total Average", formatScore(status.totalAverage)],
            ],
          }
        : { note: `${status.totalQuestions} questions to answer.` },
  },
  export: {
    has: "hasBehavioralReview",
    score: "behavioralOverallScore",
    date: "behavioralReviewDate",
    scoreColumn: { header: "Behavioral Score", width: 17 },
    dateColumn: { header: "Behavioral Review Date", width: 22 },
  },
} satisfies AssessmentKindInfo;

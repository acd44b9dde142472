import "server-only";
import type { AssessmentKind } from "@/lib/server/assessments/assessment-kind";
import { performanceKindInfo } from "@/lib/shared/performance-questionnaire/performance-kind";
import { OWN_REVIEWS_ONLY } from "./review-pair";
import { performanceDemo } from "./performance-demo";

/** The performance questionnaire (spec 2 §4, §5): a draft may not reopen a submitted one. */
export const performanceKind: AssessmentKind = {
  ...performanceKindInfo,
  label: "performance review",
  table: "PerformanceQuestionnaire",
  scoreColumn: "overallPerformance",
  feedbackColumn: "comments",
  demo: performanceDemo,
  subject: "report",
  phase: "manager",
  versionColumn: "updatedAt",
  submittedWhen: "submitted-at",
  draftOverSubmitted: "refuse",
  resubmit: "update",
  alreadySubmitted:
    "This performance review has already been submitted. Change it with Update Review instead of saving a draft.",
  otherManager: OWN_REVIEWS_ONLY,
  audit: {
    draft: { action: "evaluation.performance.draft", says: "saved the performance questionnaire as a draft" },
    submit: { action: "evaluation.performance.submit", says: "submitted the performance questionnaire" },
    detailKey: "questionnaireId",
  },
};

import "server-only";
import type { AssessmentKind } from "@/lib/server/assessments/assessment-kind";
import { valuesReviewSnapshot } from "./values-snapshot";
import { valuesKindInfo } from "@/lib/shared/values-review/values-kind";
import { OWN_REVIEWS_ONLY } from "./values-subject";
import { valuesDemo } from "./values-demo";

/** The manager's values review (spec 2 §4, §5): a submitted review is never demoted by a draft. */
export const valuesKind: AssessmentKind = {
  ...valuesKindInfo,
  label: "values review",
  table: "ManagerValuesReview",
  scoreColumn: "overallScore",
  feedbackColumn: "overallNotes",
  demo: valuesDemo,
  subject: "report",
  phase: "manager",
  versionColumn: "updatedAt",
  submittedWhen: "not-draft",
  draftOverSubmitted: "refuse",
  resubmit: "update",
  alreadySubmitted:
    "This values review has already been submitted. Change it with Submit Review instead of saving a draft.",
  otherManager: OWN_REVIEWS_ONLY,
  audit: {
    draft: { action: "evaluation.values.draft", says: "saved the values review as a draft" },
    submit: { action: "evaluation.values.submit", says: "submitted the values review" },
    detailKey: "reviewId",
    snapshot: valuesReviewSnapshot,
  },
};

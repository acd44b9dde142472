import "server-only";
import type { AssessmentKind } from "@/lib/server/assessments/assessment-kind";
import { selfReviewKindInfo } from "@/lib/shared/self-review/self-review-kind";
import { selfReviewSnapshot } from "./self-review-snapshot";

export const SELF_REVIEW_SUBMITTED = "Your self-review has been submitted: it can no longer be changed.";

/**
 * The employee's own values self-review (issue 34 §1–3): one per person and cycle, written in the
 * self phase, saved as drafts, then submitted once and read-only. HR may fill it in for someone on
 * leave (§9). Imported self-reviews are the same rows (source `import`).
 */
export const selfReviewKind: AssessmentKind = {
  ...selfReviewKindInfo,
  label: "self-review",
  table: "EmployeeValuesReview",
  subject: "self",
  ownerColumn: "employeeId",
  hrOnBehalf: true,
  inCompletion: true,
  phase: "self",
  versionColumn: "updatedAt",
  submittedWhen: "not-draft",
  draftOverSubmitted: "refuse",
  resubmit: "refuse",
  alreadySubmitted: SELF_REVIEW_SUBMITTED,
  alreadySubmittedCode: "review_submitted",
  otherManager: "You can only write your own self-review.",
  audit: {
    draft: { action: "self-review.draft", says: "saved a self-review as a draft" },
    submit: { action: "self-review.submit", says: "submitted a self-review" },
    detailKey: "selfReviewId",
    snapshot: selfReviewSnapshot,
  },
};

import "server-only";
import type { AssessmentKind } from "@/lib/server/assessments/assessment-kind";
import { valuesReviewSnapshot } from "@/lib/server/audit-snapshots";
import { OWN_REVIEWS_ONLY } from "./values-subject";

/** The manager's values review (spec 2 §4, §5): a draft over a submitted review reopens it (0025). */
export const valuesKind: AssessmentKind = {
  name: "values",
  label: "values review",
  table: "ManagerValuesReview",
  subject: "report",
  versionColumn: "updatedAt",
  submittedWhen: "not-draft",
  draftOverSubmitted: "reopen",
  resubmit: "update",
  otherManager: OWN_REVIEWS_ONLY,
  audit: {
    draft: "evaluation.values.draft",
    submit: "evaluation.values.submit",
    detailKey: "reviewId",
    snapshot: valuesReviewSnapshot,
  },
};

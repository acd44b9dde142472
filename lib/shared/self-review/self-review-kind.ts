// The employee's own values self-review's client-safe half (lib/shared/assessment-kinds.ts, issue
// 34): a page, and no place in the team status ("n/3" counts the manager's work), the profile or
// the export.
import type { AssessmentKindInfo } from "@/lib/shared/assessment-kind-info";

export const selfReviewKindInfo = {
  name: "selfReview",
  page: { name: "My Self-Review", prefix: "/my-self-review", pattern: /^\/my-self-review$/ },
} satisfies AssessmentKindInfo;

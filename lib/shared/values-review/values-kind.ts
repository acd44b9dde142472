// The values review's client-safe half (lib/shared/assessment-kinds.ts).
import type { AssessmentKindInfo } from "@/lib/shared/assessment-kind-info";

export const valuesKindInfo = {
  name: "values",
  csvBackup: {
    url: (to: { employeeId: number; managerHrisId: string }) =>
      `/api/manager-values-review/download-csv/${to.employeeId}/${encodeURIComponent(to.managerHrisId)}`,
    file: "Values_Review.csv",
  },
  page: {
    name: "Values Review",
    prefix: "/manager-values-review/",
    pattern: /^\/manager-values-review\/[^/]+(\/[^/]+)?$/,
  },
  status: { state: "valuesState", score: "valuesScore", short: "Values", scoreOf: "submitted" },
  card: {
    title: "Values Assessment",
    description: "The six company values, three items each.",
    stateLabels: { none: "Not Started", draft: "In Progress", complete: "Complete" },
    action: (status) => ({ none: "Start", draft: "Continue", complete: "Review" })[status.valuesState],
    href: (to) => `/manager-values-review/${to.employeeId}/${encodeURIComponent(to.managerHrisId)}`,
    body: (status) =>
      status.valuesScore === null ? null : { score: { label: "Values Score", value: status.valuesScore } },
  },
  export: {
    has: "hasValuesReview",
    score: "valuesOverallScore",
    date: "valuesReviewDate",
    scoreColumn: { header: "Values Score", width: 13 },
    dateColumn: { header: "Values Review Date", width: 19 },
  },
} satisfies AssessmentKindInfo;

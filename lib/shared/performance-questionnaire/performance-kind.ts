// The performance questionnaire's client-safe half (lib/shared/assessment-kinds.ts).
import type { AssessmentKindInfo } from "@/lib/shared/assessment-kind-info";

export const performanceKindInfo = {
  name: "performance",
  csvBackup: {
    url: (to: { employeeHrisId: string; managerHrisId: string }) =>
      `/api/manager-performance-assessment/download-csv/${encodeURIComponent(to.employeeHrisId)}/${encodeURIComponent(to.managerHrisId)}`,
    file: "Performance_Review.csv",
  },
  page: {
    name: "Performance Review",
    prefix: "/performance-review/",
    pattern: /^\/performance-review\/[^/]+\/[^/]+$/,
  },
  status: {
    state: "performanceState",
    score: "performanceScore",
    short: "Performance",
    scoreOf: "submitted",
  },
  card: {
    title: "Performance Questionnaire",
    description: "How the employee performed against their objectives.",
    stateLabels: { none: "Ready to Start", draft: "In Progress", complete: "Complete" },
    action: (status) => ({ none: "Start", draft: "Continue", complete: "Review" })[status.performanceState],
    href: (to) =>
      `/performance-review/${encodeURIComponent(to.employeeHrisId)}/${encodeURIComponent(to.managerHrisId)}`,
    body: (status) =>
      status.performanceScore === null
        ? null
        : { score: { label: "Overall Performance", value: status.performanceScore } },
  },
  export: {
    has: "hasPerformanceReview",
    score: "performanceScore",
    date: "performanceReviewDate",
    scoreColumn: { header: "Performance Score", width: 18 },
    dateColumn: { header: "Performance Review Date", width: 23 },
  },
} satisfies AssessmentKindInfo;

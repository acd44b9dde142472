/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen, within } from "@testing-library/react";
import { ProfileAssessments } from "@/components/team/profile-assessments";
import { EvaluationsTable } from "@/components/data-export/evaluations-table";
import { ASSESSMENT_KIND_INFOS, progressFlags, type AssessmentKindInfo } from "@/lib/shared/assessment-kinds";
import { isKnownPagePath } from "@/lib/shared/routes";
import { pageNameFor } from "@/lib/shared/page-names";
import type { EmployeeDetail, EvaluationStatus } from "@/lib/shared/team-types";
import type { CompletedEvaluationRow } from "@/lib/shared/schemas/data-export";

// The screens list the registered assessment kinds (lib/shared/assessment-kinds.ts): a kind added
// to the list shows up on the profile, in the Data Export table and in the page names without
// another edit (issue 30). The fake kind borrows the values review's fields.

const fakeKind: AssessmentKindInfo = {
  name: "fake",
  page: { name: "Fake Review", prefix: "/fake-review/", pattern: /^\/fake-review\/[^/]+$/ },
  status: { state: "valuesState", score: "valuesScore", short: "Fake", scoreOf: "submitted" },
  card: {
    title: "Fake Assessment",
    description: "A kind registered by this test.",
    stateLabels: { none: "Not Yet", draft: "Halfway", complete: "Done" },
    action: () => "Open",
    href: (to) => `/fake-review/${to.employeeId}`,
    body: () => ({ note: "Nothing to say." }),
  },
  export: {
    has: "hasValuesReview",
    score: "valuesOverallScore",
    date: "valuesReviewDate",
    scoreColumn: { header: "Fake Score", width: 10 },
    dateColumn: { header: "Fake Review Date", width: 10 },
  },
};
const kinds = [...ASSESSMENT_KIND_INFOS, fakeKind];

const status = {
  hasEvaluation: false,
  totalQuestions: 12,
  behavioralState: "none",
  valuesState: "draft",
  performanceState: "none",
  valuesScore: null,
  performanceScore: null,
} as unknown as EvaluationStatus;

it("a registered kind with a card gets its card on the profile, with its state and link", () => {
  const employee = { id: 7, hrisId: "E00007", name: "Rory Report" } as EmployeeDetail;
  render(<ProfileAssessments employee={employee} status={status} managerHrisId="E00009" kinds={kinds} />);
  const card = screen.getByRole("region", { name: "Fake Assessment" });
  expect(within(card).getByText("Halfway")).toBeVisible();
  expect(within(card).getByText("Nothing to say.")).toBeVisible();
  expect(within(card).getByRole("link", { name: "Open Fake Assessment" })).toHaveAttribute(
    "href",
    "/fake-review/7",
  );
  // The registered kinds keep their cards, in order.
  expect(screen.getAllByRole("region").map((r) => r.getAttribute("aria-label"))).toEqual([
    "Behavioral Competency Evaluation",
    "Values Assessment",
    "Performance Questionnaire",
    "Fake Assessment",
  ]);
});

it("a registered kind with export columns gets its score column in the Data Export table", () => {
  const row = { employeeId: 1, employeeName: "Ann", completionStatus: "Pending" } as CompletedEvaluationRow;
  render(<EvaluationsTable rows={[row]} kinds={kinds} />);
  expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
    "Employee",
    "Title",
    "Department",
    "Manager",
    "Status",
    "Behavioral Score",
    "Values Score",
    "Performance Score",
    "Fake Score",
    "Total Score",
    "Last Updated",
  ]);
});

it("a registered kind in the status counts toward progress", () => {
  expect(Object.keys(progressFlags(status, kinds))).toEqual(["behavioral", "values", "performance", "fake"]);
});

it("every registered kind's page is a known page with its own name", () => {
  for (const kind of ASSESSMENT_KIND_INFOS) {
    // a page about someone (its prefix and ids), or the person's own page (its prefix alone)
    const paths = [kind.page.prefix, `${kind.page.prefix}E00001`, `${kind.page.prefix}E00001/E00002`].filter(
      (p) => kind.page.pattern.test(p),
    );
    expect(paths).not.toHaveLength(0);
    for (const path of paths) {
      expect(isKnownPagePath(path)).toBe(true);
      expect(pageNameFor(path)).toBe(kind.page.name);
    }
  }
});

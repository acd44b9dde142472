/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen } from "@testing-library/react";
import { renderWithQueries } from "@/tests/helpers/render-with-queries";
import { PerformanceReviewForm } from "@/components/performance-questionnaire/performance-review-form";
import { ScorecardForm } from "@/components/behavioral/scorecard-form";
import type { EvaluationDto } from "@/lib/shared/schemas/behavioral";
import type { PerformanceQuestionnaireDto } from "@/lib/shared/schemas/performance-questionnaire";
import type { AssessmentCycle } from "@/lib/shared/review-cycle-state";
import "@/tests/helpers/resize-observer-stub";

// Issue 32 §8: a closed or archived cycle's review stays readable, as it was saved, with no save
// controls; a running cycle's is editable as before.

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

const questionnaire = (cycle: AssessmentCycle, submittedAt: string | null): PerformanceQuestionnaireDto => ({
  id: 1,
  cycle,
  employeeHrisId: "E00077",
  managerHrisId: "E00009",
  prioritiesCommitments: true,
  pqs: false,
  alternateMethod: false,
  alternateMethodDetail: null,
  newHireOnboarding: false,
  other: false,
  otherDetail: null,
  overallPerformance: "4",
  comments: "Good half.",
  reviewFrequency: null,
  powerbiReporting: null,
  powerbiSourceData: null,
  powerbiDataIntegration: null,
  powerbiReportCalculation: null,
  powerbiDontKnow: null,
  pqBonusClarity: null,
  pqBonusClarityOther: null,
  forecastedBonusAttainment: null,
  pqTargets: null,
  isDraft: submittedAt === null,
  updatedAt: "2026-06-01T10:00:00.000Z",
  submittedAt,
});

function renderForm(q: PerformanceQuestionnaireDto) {
  const props = {
    employee: { id: 7, hrisId: "E00077", name: "Rory Report", title: "Analyst" },
    managerHrisId: "E00009",
    questionnaire: q,
  };
  // onWritten is passed while the form still takes it (other branches drop it).
  renderWithQueries(
    <PerformanceReviewForm
      {...({ ...props, onWritten: () => {} } as typeof props & { onWritten: () => void })}
    />,
  );
}

it.each(["Closed", "Archived"] as const)(
  "a %s cycle's draft is shown as saved, read-only, with no save controls",
  (status) => {
    renderForm(questionnaire({ name: "H1 2026", status }, null));
    expect(screen.getByRole("region", { name: "Review cycle closed" })).toHaveTextContent(
      `Review cycle H1 2026 is ${status.toLowerCase()}`,
    );
    expect(screen.getByRole("radio", { name: "4 Above Expectations" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "4 Above Expectations" })).toBeDisabled();
    expect(screen.getByRole("textbox", { name: "Comments" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save Draft" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Submit Review|Update Review/ })).not.toBeInTheDocument();
  },
);

it("a running cycle's review keeps its save controls", () => {
  renderForm(questionnaire({ name: "H1 2026", status: "Active" }, null));
  expect(screen.queryByRole("region", { name: "Review cycle closed" })).not.toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Save Draft" })).toBeInTheDocument();
  expect(screen.getByRole("radio", { name: "4 Above Expectations" })).toBeEnabled();
});

describe("the behavioral scorecard of a closed cycle", () => {
  const competencies = [
    {
      id: 1,
      name: "Communication",
      description: "About Communication",
      scDetailId: 1,
      subcomponents: [{ id: 101, scDetail: "Listening", description: "About Listening" }],
    },
  ];
  const evaluation = (cycle: AssessmentCycle): EvaluationDto => ({
    id: 55,
    cycle,
    employeeId: 7,
    managerId: 9,
    overallComments: "Listens well.",
    isDraft: true,
    updatedAt: "2026-06-01T10:00:00.000Z",
    submittedAt: null,
    totalAverage: 4,
    scores: [
      {
        scDetailId: 1,
        subcomponentId: 101,
        score: 4,
        notes: null,
        competencyNotes: null,
        overrideScore: null,
      },
    ],
  });
  const renderScorecard = (cycle: AssessmentCycle) =>
    renderWithQueries(
      <ScorecardForm
        employee={{ id: 7, hrisId: "E00077", name: "Rory Report", title: "Analyst" }}
        manager={{ id: 9, hrisId: "E00009" }}
        competencies={competencies}
        evaluation={evaluation(cycle)}
      />,
    );

  it("shows the saved evaluation with the closed banner and no save controls", () => {
    renderScorecard({ name: "H1 2026", status: "Closed" });
    expect(screen.getByRole("region", { name: "Review cycle closed" })).toHaveTextContent(
      "Review cycle H1 2026 is closed",
    );
    expect(screen.getByDisplayValue("Listens well.")).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save Draft" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit Evaluation" })).not.toBeInTheDocument();
  });

  it("keeps the save controls while the cycle runs", () => {
    renderScorecard({ name: "H1 2026", status: "Active" });
    expect(screen.getByRole("button", { name: "Submit Evaluation" })).toBeInTheDocument();
  });
});

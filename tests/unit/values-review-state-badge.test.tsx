/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen, within } from "@testing-library/react";
import { ValuesReviewHeader } from "@/components/values-review/values-review-header";
import { ProfileAssessments } from "@/components/team/profile-assessments";
import type { EmployeeDetail, EvaluationStatus } from "@/lib/shared/team-types";

// A values review nobody has started reads "Not Started": "None" looked like missing data
// (issue 31 item 25; the spec names no label for this state).

it("the values review's header says Not Started before the first save", () => {
  render(
    <ValuesReviewHeader
      employeeId={7}
      employeeName="Rory Report"
      reviewCycle="Jun-25"
      average={null}
      answered={0}
      total={18}
      state="None"
    />,
  );
  expect(screen.getByText("Not Started")).toBeVisible();
  expect(screen.queryByText("None")).not.toBeInTheDocument();
});

it("the profile's Values Assessment card says Not Started too", () => {
  const employee = { id: 7, hrisId: "E00007", name: "Rory Report" } as EmployeeDetail;
  const status = {
    hasEvaluation: false,
    totalQuestions: 12,
    behavioralState: "none",
    valuesState: "none",
    performanceState: "none",
    valuesScore: null,
    performanceScore: null,
  } as unknown as EvaluationStatus;
  render(<ProfileAssessments employee={employee} status={status} managerHrisId="E00009" />);
  const card = screen.getByRole("region", { name: "Values Assessment" });
  expect(within(card).getByText("Not Started")).toBeVisible();
  expect(within(card).queryByText("None")).not.toBeInTheDocument();
});

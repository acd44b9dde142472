/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, screen, waitFor } from "@testing-library/react";
import { allStatusesKey } from "@/components/team/team-queries";
import { getQueryClient } from "@/lib/client/query-client";
import { QueryClientProvider } from "@tanstack/react-query";
import { renderWithQueries as render } from "@/tests/helpers/render-with-queries";
import { fakeResponse } from "@/tests/helpers/fake-response";
import { ScorecardScreen } from "@/components/behavioral/scorecard-screen";
import "@/tests/helpers/resize-observer-stub";

// A review finding: Back after submitting a new evaluation brought the blank form back from the
// browser's history, where the page's server check (an evaluation exists: open it) does not run.
// The screen asks itself now, and opens the evaluation in edit mode.

const replace = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace, refresh: jest.fn() }),
}));

const employee = { id: 7, hrisId: "E00077", name: "Rory Report", title: "Analyst" };
const manager = { id: 9, hrisId: "E00009" };
const COMPETENCIES = [
  {
    id: 1,
    name: "Communication",
    description: "About it",
    scDetailId: 1,
    subcomponents: [{ id: 101, scDetail: "Listening", description: "About it" }],
  },
];

function answer(evaluationId: number | null) {
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes("/api/evaluation/56"))
      return fakeResponse(200, {
        id: 56,
        employeeId: 7,
        managerId: 9,
        overallComments: null,
        isDraft: true,
        updatedAt: new Date().toISOString(),
        submittedAt: null,
        totalAverage: null,
        scores: [],
      });
    if (url.includes("/api/evaluation-status/9/7"))
      return fakeResponse(200, { employeeId: 7, hasEvaluation: evaluationId !== null, evaluationId });
    return fakeResponse(200, COMPETENCIES);
  }) as unknown as typeof fetch;
}

beforeEach(() => replace.mockReset());

it("opens the employee's evaluation in edit mode instead of a blank form over it", async () => {
  answer(55);
  render(<ScorecardScreen employee={employee} manager={manager} evaluationId={null} />);
  await waitFor(() => expect(replace).toHaveBeenCalledWith("/scorecard/7?evaluationId=55"));
  expect(screen.queryByRole("button", { name: "Save Draft" })).toBeNull();
});

it("shows the blank form when the employee has no evaluation yet", async () => {
  answer(null);
  render(<ScorecardScreen employee={employee} manager={manager} evaluationId={null} />);
  expect(await screen.findByRole("button", { name: "Save Draft" })).toBeVisible();
  expect(replace).not.toHaveBeenCalled();
});

it("keeps the form when a draft saved from it makes the status say there is an evaluation", async () => {
  answer(null);
  const view = render(<ScorecardScreen employee={employee} manager={manager} evaluationId={null} />);
  expect(await screen.findByRole("button", { name: "Save Draft" })).toBeVisible();
  answer(56); // what the status calls say once the draft is saved
  await act(() => getQueryClient().invalidateQueries({ queryKey: allStatusesKey }));
  await waitFor(() => expect(global.fetch).toHaveBeenCalled());
  expect(screen.getByRole("button", { name: "Save Draft" })).toBeVisible();
  expect(replace).not.toHaveBeenCalled();
  // Opened in edit mode (the address now names it), the screen shows the evaluation's form.
  view.rerender(
    <QueryClientProvider client={getQueryClient()}>
      <ScorecardScreen employee={employee} manager={manager} evaluationId="56" />
    </QueryClientProvider>,
  );
  expect(await screen.findByText("Draft Evaluation")).toBeVisible();
  expect(screen.queryByText("Redirecting...")).toBeNull();
});

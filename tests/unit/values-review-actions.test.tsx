/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ValuesReviewForm } from "@/components/values-review/values-review-form";
import { getToastState, resetToastStore } from "@/hooks/use-toast";
import { fakeResponse } from "@/tests/helpers/fake-response";
import { renderWithQueries as render } from "@/tests/helpers/render-with-queries";
import type {
  ComparedReviewDto,
  EmployeeValuesReviewDto,
  ReviewSideDto,
} from "@/lib/shared/schemas/values-review";
import "@/tests/helpers/resize-observer-stub";

// Issue 31 items 18 and 20. Save as Draft on a submitted values review took it back to "In
// Progress" without a word (HR's Complete count dropped); and "Incomplete Assessment…" showed
// before the manager had touched anything.

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

const ids = { employeeId: 7, employeeHrisId: "E00077", managerHrisId: "E00009" };
const review: EmployeeValuesReviewDto = {
  employeeId: 7,
  employeeHrisId: "E00077",
  employeeName: "Rory Report",
  reviewCycle: "Jun-25",
  reviewCycleStatus: "Active",
  categoryScores: [1, 2].map((id) => ({
    scCategoryId: 1,
    scDetailId: id,
    scDetail: `Value ${id}`,
    description: `What value ${id} means`,
    subcomponents: [1, 2, 3].map((position) => ({
      position,
      subcomponentName: `Value ${id} part ${position}`,
      description: "",
    })),
  })),
};
const INCOMPLETE = /^Incomplete Assessment: Please answer all 6 questions before submitting\./;

function managerReview(isDraft: boolean, score: number): ReviewSideDto {
  return {
    isDraft,
    overallNotes: null,
    updatedAt: "2026-11-27T10:00:00.000Z",
    overallScore: score || null,
    categoryScores: review.categoryScores.map((v) => ({
      scCategoryId: 1,
      scDetailId: v.scDetailId,
      detailScores: {
        subcomp1Score: score,
        subcomp2Score: score,
        subcomp3Score: score,
        overrideScore: null,
        valueNotes: null,
        categoryNotes: null,
        subcomp1Notes: null,
        subcomp2Notes: null,
        subcomp3Notes: null,
      },
    })),
  };
}

const renderForm = (mine: ReviewSideDto | null) => {
  const compared: ComparedReviewDto = { employeeReview: null, managerReview: mine };
  return render(<ValuesReviewForm ids={ids} review={review} compared={compared} recognitions={[]} />);
};

beforeEach(() => {
  resetToastStore();
  global.fetch = jest.fn();
});

it("a submitted review offers Submit Review to change it, not Save as Draft", () => {
  renderForm(managerReview(false, 4));
  expect(screen.getByText("Complete", { exact: true })).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Save as Draft" })).not.toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Submit Review" })).toBeEnabled();
});

it("a draft save refused because the review was submitted elsewhere says so, and stops offering drafts", async () => {
  const message = "This values review has already been submitted.";
  (global.fetch as jest.Mock).mockResolvedValue(fakeResponse(409, { code: "already_submitted", message }));
  renderForm(managerReview(true, 3));
  await userEvent.click(screen.getByRole("button", { name: "Save as Draft" }));
  await waitFor(() =>
    expect(getToastState().toasts.at(-1)).toMatchObject({
      title: "Failed to save draft",
      description:
        "This review was already submitted in another tab or window, so it stays submitted. Reload the page to see it; change it with Submit Review.",
    }),
  );
  expect(screen.queryByRole("button", { name: "Save as Draft" })).not.toBeInTheDocument();
  expect(screen.getByText("Complete", { exact: true })).toBeInTheDocument();
});

it("says why Submit Review is unavailable only once the manager has touched the form or tried it", async () => {
  renderForm(null);
  const submit = screen.getByRole("button", { name: "Submit Review" });
  expect(submit).toHaveAttribute("aria-disabled", "true");
  expect(screen.queryByText(INCOMPLETE)).not.toBeInTheDocument();
  // Trying the unavailable button says why, and sends nothing.
  await userEvent.click(submit);
  expect(screen.getByText(INCOMPLETE)).toBeInTheDocument();
  expect(submit).toHaveAccessibleDescription(INCOMPLETE);
  // (The form's only read is the self-review gap's GET.)
  expect((global.fetch as jest.Mock).mock.calls.filter(([, init]) => init?.method !== "GET")).toEqual([]);
});

it("shows the incomplete message once an answer is given", async () => {
  renderForm(null);
  expect(screen.queryByText(INCOMPLETE)).not.toBeInTheDocument();
  await userEvent.click(screen.getAllByRole("radio", { name: "4 Exceeds Expectations" })[0]!);
  expect(screen.getByText(/You have answered 1 out of 6\.$/)).toBeInTheDocument();
});

describe("a closed cycle's values review (issue 32 §8)", () => {
  it("shows the saved scores with the closed banner and no save controls", () => {
    const compared: ComparedReviewDto = { employeeReview: null, managerReview: managerReview(true, 4) };
    render(
      <ValuesReviewForm
        ids={ids}
        review={{ ...review, reviewCycle: "H1 2026", reviewCycleStatus: "Closed" }}
        compared={compared}
        recognitions={[]}
      />,
    );
    expect(screen.getByRole("region", { name: "Review cycle closed" })).toHaveTextContent(
      "Review cycle H1 2026 is closed",
    );
    expect(screen.queryByRole("button", { name: "Save as Draft" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit Review" })).not.toBeInTheDocument();
  });
});

it("a running cycle's override score stays disabled until its checkbox is ticked", () => {
  renderForm(null);
  expect(screen.getAllByLabelText("Override score")[0]).toBeDisabled();
});

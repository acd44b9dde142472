/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor, within } from "@testing-library/react";
import { renderWithQueries as render } from "@/tests/helpers/render-with-queries";
import { getQueryClient } from "@/lib/client/query-client";
import { questionnaireQuery } from "@/components/questionnaire/questionnaire-queries";
import userEvent from "@testing-library/user-event";
import { PerformanceReviewForm } from "@/components/performance-questionnaire/performance-review-form";
import { SelfQuestionnaireForm } from "@/components/self-questionnaire/self-questionnaire-form";
import { getToastState, resetToastStore } from "@/hooks/use-toast";
import { fakeResponse } from "@/tests/helpers/fake-response";
import type { PerformanceQuestionnaireDto } from "@/lib/shared/schemas/performance-questionnaire";
import type { ManagerSelfQuestionnaireDto } from "@/lib/shared/schemas/self-questionnaire";
import "@/tests/helpers/resize-observer-stub";

// The two questionnaire forms in a browser-like DOM: which questions show when, what the form
// refuses before calling the server, and the spec's toasts for the server's answers.

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }) }));

const employee = { id: 7, hrisId: "E00077", name: "Rory Report", title: "Analyst" };

const lastToast = () => getToastState().toasts.at(-1);

beforeEach(() => {
  resetToastStore();
  push.mockReset();
  global.fetch = jest.fn();
});

function renderPerformance(questionnaire: PerformanceQuestionnaireDto | null = null) {
  return render(
    <PerformanceReviewForm employee={employee} managerHrisId="E00009" questionnaire={questionnaire} />,
  );
}

describe("performance questionnaire form", () => {
  it("asks questions 4–8 only with PQs, and the Power BI problems only on 'No'", async () => {
    renderPerformance();
    expect(
      screen.queryByRole("radiogroup", { name: /How often did you review PQs/ }),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("checkbox", { name: "PQs" }));
    expect(
      screen.getByRole("radiogroup", {
        name: /How often did you review PQs with Rory Report in Q1 and Q2 of 2025/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Forecasted bonus attainment (%)")).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: /Where were the problems/ })).not.toBeInTheDocument();
    const powerbi = within(screen.getByRole("radiogroup", { name: /Power BI reporting/ }));
    await userEvent.click(powerbi.getByRole("radio", { name: "No" }));
    expect(screen.getByRole("group", { name: /Where were the problems/ })).toBeInTheDocument();
    await userEvent.click(powerbi.getByRole("radio", { name: "Yes" }));
    expect(screen.queryByRole("group", { name: /Where were the problems/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("checkbox", { name: "PQs" }));
    expect(screen.queryByLabelText("Forecasted bonus attainment (%)")).not.toBeInTheDocument();
  });

  it("refuses an incomplete submit with the spec's toast and marks each missing answer, without a call", async () => {
    renderPerformance();
    await userEvent.click(screen.getByRole("button", { name: "Submit Review" }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: "Incomplete Form",
        description: "Please complete all required fields before submitting.",
      }),
    );
    expect(screen.getByText("Select at least one method.")).toBeInTheDocument();
    expect(screen.getByText("Select the overall performance.")).toBeInTheDocument();
    expect(screen.getByText("Comments are required.")).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
    // The keyboard goes to the first question with a problem: question 1's first method.
    await waitFor(() =>
      expect(screen.getByRole("checkbox", { name: "Priorities/Commitments" })).toHaveFocus(),
    );

    // Answering a question takes its message away, the method question's too (its message is
    // about the group of checkboxes, not one field).
    await userEvent.click(screen.getByRole("checkbox", { name: "Priorities/Commitments" }));
    expect(screen.queryByText("Select at least one method.")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("checkbox", { name: "Priorities/Commitments" }));
    expect(screen.getByText("Select at least one method.")).toBeInTheDocument();
  });

  it("reads out a forecast out of range with the box itself (its message describes it)", async () => {
    renderPerformance();
    await userEvent.click(screen.getByRole("checkbox", { name: "PQs" }));
    const forecast = screen.getByLabelText("Forecasted bonus attainment (%)");
    await userEvent.type(forecast, "300");
    await userEvent.click(screen.getByRole("button", { name: "Submit Review" }));
    await waitFor(() => expect(forecast).toHaveAttribute("aria-invalid", "true"));
    expect(forecast).toHaveAccessibleDescription(
      /Enter 0% if unknown\..*must be a number from 0 to 200, with at most 2 decimals\./,
    );
  });

  it("shows the server's message when the submit fails, else 'HTTP {status}'", async () => {
    renderPerformance();
    await userEvent.click(screen.getByRole("checkbox", { name: "Priorities/Commitments" }));
    await userEvent.click(screen.getByRole("radio", { name: "3 Met Expectations" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Comments" }), "Fine.");
    (global.fetch as jest.Mock).mockResolvedValueOnce(fakeResponse(403, { message: "Not yours." }));
    await userEvent.click(screen.getByRole("button", { name: "Submit Review" }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: "Submission Failed", description: "Not yours." }),
    );

    resetToastStore();
    (global.fetch as jest.Mock).mockResolvedValueOnce(fakeResponse(502, undefined));
    await userEvent.click(screen.getByRole("button", { name: "Submit Review" }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: "Submission Failed", description: "HTTP 502" }),
    );
    expect(push).not.toHaveBeenCalled();
  });

  it("sends the draft with the ids and isDraft true, and the hidden PQ answers as null", async () => {
    renderPerformance();
    await userEvent.click(screen.getByRole("checkbox", { name: "PQs" }));
    await userEvent.click(screen.getByRole("radio", { name: "Weekly" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "PQs" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "New hire onboarding" }));
    (global.fetch as jest.Mock).mockResolvedValueOnce(
      fakeResponse(200, { id: 1, isDraft: true, updatedAt: new Date().toISOString(), submittedAt: null }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Save Draft" }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: "Draft saved successfully" }));
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0];
    expect(url).toBe("/api/employee-performance-questionnaire/draft/E00077/E00009");
    expect(JSON.parse(init.body)).toMatchObject({
      employeeHrisId: "E00077",
      managerHrisId: "E00009",
      isDraft: true,
      pqs: false,
      newHireOnboarding: true,
      reviewFrequency: null,
    });
  });

  it("what is typed while a draft is saving stays 'Unsaved changes' after the save answers", async () => {
    renderPerformance();
    await userEvent.click(screen.getByRole("checkbox", { name: "New hire onboarding" }));
    let respond = (_: unknown) => {};
    (global.fetch as jest.Mock).mockReturnValueOnce(new Promise((resolve) => (respond = resolve)));
    await userEvent.click(screen.getByRole("button", { name: "Save Draft" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Comments" }), "typed meanwhile");
    respond(
      fakeResponse(200, { id: 1, isDraft: true, updatedAt: new Date().toISOString(), submittedAt: null }),
    );
    await waitFor(() => expect(lastToast()).toMatchObject({ title: "Draft saved successfully" }));
    // What is typed after the save is unsaved; when the draft was saved stays in view.
    expect(screen.getByTestId("last-saved")).toHaveTextContent(/^Unsaved changes · last saved /);
    expect(JSON.parse((global.fetch as jest.Mock).mock.calls[0][1].body).comments ?? "").toBe("");
  });

  it("marks the questions a submit requires with * and tells screen readers they are required", async () => {
    renderPerformance();
    await userEvent.click(screen.getByRole("checkbox", { name: "PQs" }));
    expect(screen.getByText(/are required\./)).toHaveTextContent("Questions marked * are required.");
    for (const name of [
      /Overall, how did/,
      /How often did you review PQs/,
      /Power BI reporting/,
      /PQ targets/,
    ])
      expect(screen.getByRole("radiogroup", { name })).toHaveAttribute("aria-required", "true");
    expect(screen.getByRole("group", { name: /How did you measure/ })).toHaveAccessibleName(/\(required\)$/);
    expect(screen.getByRole("textbox", { name: "Comments" })).toHaveAttribute("aria-required", "true");
    expect(screen.getByLabelText("Forecasted bonus attainment (%)")).toHaveAttribute("aria-required", "true");
    await userEvent.click(
      within(screen.getByRole("radiogroup", { name: /Power BI reporting/ })).getByRole("radio", {
        name: "No",
      }),
    );
    expect(screen.getByRole("group", { name: /Where were the problems/ })).not.toHaveAccessibleName(
      /required/,
    );
  });

  it("a submitted questionnaire shows the completed banner and only 'Update Review'", () => {
    renderPerformance({
      id: 1,
      cycle: { name: "H1 2026", status: "Active" },
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
      comments: "Good.",
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
      isDraft: false,
      updatedAt: "2026-06-01T10:00:00.000Z",
      submittedAt: "2026-06-01T10:00:00.000Z",
    });
    expect(screen.getByRole("region", { name: "Review Completed" })).toHaveTextContent(
      "Submitted on Jun 1, 2026",
    );
    expect(screen.getByRole("button", { name: "Update Review" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save Draft" })).not.toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "4 Above Expectations" })).toBeChecked();
  });
});

describe("manager self-questionnaire form", () => {
  async function answerRequired() {
    await userEvent.click(screen.getByRole("radio", { name: "Met Expectations" }));
    await userEvent.click(screen.getByRole("radio", { name: "Weekly" }));
    await userEvent.click(
      screen.getByRole("radio", {
        name: "Yes, I know where I am tracking YTD against my PQ bonus attainment",
      }),
    );
    await userEvent.click(screen.getByRole("radio", { name: "No, there are no issues with my PQ data" }));
  }

  it("marks questions 2 to 5 as required, and nothing once submitted", async () => {
    const { unmount } = render(<SelfQuestionnaireForm hrisId="E00009" questionnaire={null} />);
    expect(screen.getAllByRole("radiogroup").map((g) => g.getAttribute("aria-required"))).toEqual([
      "true",
      "true",
      "true",
      "true",
    ]);
    expect(screen.getByRole("group", { name: /How was your performance measured/ })).not.toHaveAccessibleName(
      /required/,
    );
    expect(screen.getByText(/are required\./)).toHaveTextContent("Questions marked * are required.");
    // A detail box a chosen answer opens is required too, and starred beside its label.
    await userEvent.click(screen.getByRole("checkbox", { name: "Alternate method" }));
    const detail = screen.getByLabelText("Describe the alternate method");
    expect(detail).toHaveAttribute("aria-required", "true");
    expect(screen.getByText("Describe the alternate method").parentElement).toHaveTextContent(
      "Describe the alternate method*",
    );
    unmount();
  });

  it("refuses a submit with a missing answer ('Missing Information'), without a call", async () => {
    render(<SelfQuestionnaireForm hrisId="E00009" questionnaire={null} />);
    await userEvent.click(screen.getByRole("button", { name: "Submit Assessment" }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: "Missing Information",
        description: "Please answer all required questions before submitting.",
      }),
    );
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it("counts characters as they are typed", async () => {
    render(<SelfQuestionnaireForm hrisId="E00009" questionnaire={null} />);
    expect(screen.getByTestId("comments-count")).toHaveTextContent("0/1000");
    await userEvent.type(screen.getByRole("textbox", { name: "Comments" }), "Hello");
    expect(screen.getByTestId("comments-count")).toHaveTextContent("5/1000");
    await userEvent.click(screen.getByRole("checkbox", { name: "Alternate method" }));
    await userEvent.type(screen.getByLabelText("Describe the alternate method"), "OKRs");
    expect(screen.getByTestId("alternateMethodDetail-count")).toHaveTextContent("4/500");
  });

  it("shows the spec's failure toast, then the success toast and goes home", async () => {
    render(<SelfQuestionnaireForm hrisId="E00009" questionnaire={null} />);
    // The screen's read of this questionnaire, which the submit must refetch.
    const readKey = questionnaireQuery("/api/manager-self-questionnaire/E00009").queryKey;
    getQueryClient().setQueryData(readKey, null);
    await answerRequired();
    (global.fetch as jest.Mock).mockResolvedValueOnce(
      fakeResponse(500, { message: "Something went wrong." }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Submit Assessment" }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: "Submission Failed",
        description: "There was an error submitting your assessment. Please try again.",
      }),
    );
    expect(push).not.toHaveBeenCalled();

    resetToastStore();
    (global.fetch as jest.Mock).mockResolvedValueOnce(fakeResponse(200, {}));
    await userEvent.click(screen.getByRole("button", { name: "Submit Assessment" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/"));
    expect(lastToast()).toMatchObject({
      title: "Assessment Submitted",
      description: "Your Performance Review has been submitted successfully.",
    });
    expect(getQueryClient().getQueryState(readKey)?.isInvalidated).toBe(true);
    const [url, init] = (global.fetch as jest.Mock).mock.calls[1];
    expect(url).toBe("/api/manager-self-questionnaire/E00009");
    expect(JSON.parse(init.body)).toMatchObject({ hrisId: "E00009", overallPerformance: "Met Expectations" });
  });

  it("a submitted self-assessment is read-only under the 'Assessment Completed' banner", () => {
    const saved: ManagerSelfQuestionnaireDto = {
      id: 3,
      hrisId: "E00009",
      prioritiesCommitments: true,
      pqs: false,
      alternateMethod: false,
      alternateMethodDetail: null,
      newHireOnboarding: false,
      other: false,
      otherDetail: null,
      overallPerformance: "Above Expectations",
      reviewFrequency: "Monthly",
      pqClarity: "Other",
      pqClarityOther: "Only at quarter end",
      pqDataIssues: "No, there are no issues with my PQ data",
      pqDataIssuesOther: null,
      comments: "Good year.",
      submittedAt: "2026-03-04T12:00:00.000Z",
      cycle: { name: "Jun-25", status: "Active" },
    };
    render(<SelfQuestionnaireForm hrisId="E00009" questionnaire={saved} />);
    expect(screen.queryByText(/are required/)).not.toBeInTheDocument();
    expect(screen.getByRole("radiogroup", { name: /overall performance/ })).not.toHaveAttribute(
      "aria-required",
    );
    expect(screen.getByRole("region", { name: "Assessment Completed" })).toHaveTextContent(
      "Submitted on Mar 4, 2026",
    );
    expect(screen.getByRole("radio", { name: "Above Expectations" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Above Expectations" })).toBeDisabled();
    expect(screen.getByLabelText("Details of your PQ clarity answer")).toHaveValue("Only at quarter end");
    expect(screen.getByLabelText("Details of your PQ clarity answer")).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Submit Assessment" })).not.toBeInTheDocument();
    // Answers, not fields to fill in: no "x/max" counters beside them.
    expect(screen.queryByTestId("pqClarityOther-count")).not.toBeInTheDocument();
    expect(screen.queryByTestId("comments-count")).not.toBeInTheDocument();
    expect(screen.queryByText(/^\d+\/\d+$/)).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Comments" })).toHaveValue("Good year.");
    // the cycle runs: no closed-cycle banner
    expect(screen.queryByRole("region", { name: "Review cycle closed" })).not.toBeInTheDocument();
  });

  it("a self-assessment of a closed cycle says the cycle is closed above the answers", () => {
    const saved = {
      id: 3,
      hrisId: "E00009",
      prioritiesCommitments: true,
      pqs: false,
      alternateMethod: false,
      alternateMethodDetail: null,
      newHireOnboarding: false,
      other: false,
      otherDetail: null,
      overallPerformance: "Above Expectations",
      reviewFrequency: "Monthly",
      pqClarity: "Other",
      pqClarityOther: "Only at quarter end",
      pqDataIssues: "No, there are no issues with my PQ data",
      pqDataIssuesOther: null,
      comments: null,
      submittedAt: "2026-03-04T12:00:00.000Z",
      cycle: { name: "H1 2026", status: "Archived" },
    } satisfies ManagerSelfQuestionnaireDto;
    render(<SelfQuestionnaireForm hrisId="E00009" questionnaire={saved} />);
    expect(screen.getByRole("region", { name: "Review cycle closed" })).toHaveTextContent(
      "Review cycle H1 2026 is archived",
    );
    expect(screen.getByRole("radio", { name: "Above Expectations" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Submit Assessment" })).not.toBeInTheDocument();
  });

  it("a submission the cycle refuses says why, under the spec's title", async () => {
    render(<SelfQuestionnaireForm hrisId="E00009" questionnaire={null} />);
    const message = "The review cycle H1 2026 is closed: its reviews can no longer be changed.";
    (global.fetch as jest.Mock).mockResolvedValueOnce(fakeResponse(409, { code: "cycle_closed", message }));
    await answerRequired();
    await userEvent.click(screen.getByRole("button", { name: "Submit Assessment" }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: "Submission Failed", description: message }),
    );
  });

  it("submits from the sticky action bar the other forms use", async () => {
    render(<SelfQuestionnaireForm hrisId="E00009" questionnaire={null} />);
    const submit = screen.getByRole("button", { name: "Submit Assessment" });
    expect(submit.closest("[data-sticky-action-bar]")).not.toBeNull();
    await userEvent.click(submit);
    expect(lastToast()).toMatchObject({ title: "Missing Information" });
  });
});

/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithQueries as render } from "@/tests/helpers/render-with-queries";
import { fakeResponse } from "@/tests/helpers/fake-response";
import { ScorecardForm } from "@/components/behavioral/scorecard-form";
import { getToastState, resetToastStore } from "@/hooks/use-toast";
import type { CompetencyDto, EvaluationDto } from "@/lib/shared/schemas/behavioral";
import "@/tests/helpers/resize-observer-stub";

// The behavioral scorecard after a refused Submit (WCAG 3.3.1, 1.4.1, 2.4.3): each missing score
// says so in words next to its choices, the cards holding them open, focus goes to the first one,
// and an item's error goes as soon as it is scored. Save Draft stays free of errors.

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

const employee = { id: 7, hrisId: "E00077", name: "Rory Report", title: "Analyst" };
const manager = { id: 9, hrisId: "E00009" };

const competency = (id: number, name: string, subs: [number, string][]): CompetencyDto => ({
  id,
  name,
  description: `About ${name}`,
  scDetailId: id,
  subcomponents: subs.map(([subId, scDetail]) => ({ id: subId, scDetail, description: `About ${scDetail}` })),
});

const COMPETENCIES = [
  competency(1, "Communication", [
    [101, "Listening"],
    [102, "Clarity"],
  ]),
  competency(2, "Ownership", [
    [201, "Reliability"],
    [202, "Follow-through"],
  ]),
  competency(3, "Teamwork", [
    [301, "Collaboration"],
    [302, "Mentoring"],
  ]),
];

const scored = (scDetailId: number, subcomponentId: number, score: number) => ({
  scDetailId,
  subcomponentId,
  score,
  notes: null,
  competencyNotes: null,
  overrideScore: null,
});

// A draft: Communication is complete; Follow-through and Collaboration have no score. Only the
// first competency starts expanded, so both missing items start in collapsed cards.
const DRAFT: EvaluationDto = {
  id: 55,
  cycle: { name: "H1 2026", status: "Active" },
  employeeId: employee.id,
  managerId: manager.id,
  overallComments: null,
  isDraft: true,
  updatedAt: "2025-06-01T10:00:00.000Z",
  submittedAt: null,
  totalAverage: null,
  scores: [scored(1, 101, 4), scored(1, 102, 5), scored(2, 201, 3), scored(3, 302, 2)],
};

const SCORE_REQUIRED = "Score required";
const group = (name: string) => screen.getByRole("radiogroup", { name });
const cardToggle = (name: string) => within(screen.getByRole("region", { name })).getAllByRole("button")[0];
const renderDraft = () =>
  render(
    <ScorecardForm employee={employee} manager={manager} competencies={COMPETENCIES} evaluation={DRAFT} />,
  );

beforeEach(() => {
  resetToastStore();
  window.history.replaceState(null, "", "/scorecard/7?evaluationId=55");
  Element.prototype.scrollIntoView = jest.fn();
  global.fetch = jest.fn(async () =>
    fakeResponse(200, {
      evaluationId: 55,
      isDraft: true,
      updatedAt: "2025-06-02T10:00:00.000Z",
      totalAverage: null,
    }),
  ) as unknown as typeof fetch;
});

describe("scorecard: missing scores after a refused Submit", () => {
  it("marks exactly the missing items, opens their cards, focuses the first, and clears an item once scored", async () => {
    const user = userEvent.setup();
    renderDraft();
    expect(screen.queryByText(SCORE_REQUIRED)).not.toBeInTheDocument();
    expect(cardToggle("Ownership")).toHaveAttribute("aria-expanded", "false");
    expect(cardToggle("Teamwork")).toHaveAttribute("aria-expanded", "false");

    await user.click(screen.getByRole("button", { name: "Submit Evaluation" }));

    // The spec's toast is unchanged, and nothing was sent.
    await waitFor(() => expect(getToastState().toasts.at(-1)?.title).toBe("Form validation failed"));
    expect(global.fetch).not.toHaveBeenCalled();

    // An error in words at exactly the two missing items, tied to their radio groups.
    expect(screen.getAllByText(SCORE_REQUIRED)).toHaveLength(2);
    for (const name of ["Follow-through", "Collaboration"]) {
      expect(within(group(name)).getByText(SCORE_REQUIRED)).toBeVisible();
      expect(group(name)).toHaveAttribute("aria-invalid", "true");
      expect(group(name)).toHaveAccessibleDescription(`About ${name} ${SCORE_REQUIRED}`);
    }
    for (const name of ["Listening", "Clarity", "Reliability", "Mentoring"]) {
      expect(group(name)).not.toHaveAttribute("aria-invalid");
      expect(within(group(name)).queryByText(SCORE_REQUIRED)).not.toBeInTheDocument();
    }

    // The cards holding them open and say how many are missing.
    expect(cardToggle("Ownership")).toHaveAttribute("aria-expanded", "true");
    expect(cardToggle("Teamwork")).toHaveAttribute("aria-expanded", "true");
    expect(within(cardToggle("Ownership")).getByText("1 missing")).toBeVisible();
    expect(within(cardToggle("Communication")).queryByText(/missing/)).not.toBeInTheDocument();

    // Focus is on the first missing score's first radio, scrolled into view.
    const firstRadio = within(group("Follow-through")).getByRole("radio", { name: "1 Needs Improvement" });
    await waitFor(() => expect(document.activeElement).toBe(firstRadio));
    expect(firstRadio).not.toBeChecked();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();

    // Scoring one item clears its error at once; the other stays.
    await user.click(within(group("Follow-through")).getByRole("radio", { name: "4 Exceeds Expectations" }));
    expect(within(group("Follow-through")).queryByText(SCORE_REQUIRED)).not.toBeInTheDocument();
    expect(group("Follow-through")).not.toHaveAttribute("aria-invalid");
    expect(within(cardToggle("Ownership")).queryByText(/missing/)).not.toBeInTheDocument();
    expect(screen.getAllByText(SCORE_REQUIRED)).toHaveLength(1);
    expect(group("Collaboration")).toHaveAttribute("aria-invalid", "true");
  });

  it("saves an incomplete draft without showing any error", async () => {
    const user = userEvent.setup();
    renderDraft();
    await user.click(within(group("Listening")).getByRole("radio", { name: "3 Meets Expectations" }));
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    await waitFor(() => expect(getToastState().toasts.at(-1)?.title).toBe("Draft saved successfully"));
    expect(global.fetch).toHaveBeenCalledWith("/api/evaluation/draft", expect.anything());
    expect(screen.queryByText(SCORE_REQUIRED)).not.toBeInTheDocument();
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull();
  });

  it("says an enabled override needs a score, at the field, and focuses it when it is the first issue", async () => {
    const user = userEvent.setup();
    const complete = { ...DRAFT, scores: [...DRAFT.scores, scored(2, 202, 4), scored(3, 301, 4)] };
    render(
      <ScorecardForm
        employee={employee}
        manager={manager}
        competencies={COMPETENCIES}
        evaluation={complete}
      />,
    );
    await user.click(screen.getByRole("checkbox", { name: "Enable override for Communication" }));
    await user.click(screen.getByRole("button", { name: "Submit Evaluation" }));

    const override = within(screen.getByRole("region", { name: "Communication" })).getByLabelText(
      "Override score",
    );
    await waitFor(() => expect(document.activeElement).toBe(override));
    expect(override).toHaveAttribute("aria-invalid", "true");
    expect(override).toHaveAccessibleDescription("Override score must be selected when override is enabled");
    expect(screen.queryByText(SCORE_REQUIRED)).not.toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();

    await user.type(override, "3.5");
    expect(override).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText(/Override score must be selected/)).not.toBeInTheDocument();
  });
});

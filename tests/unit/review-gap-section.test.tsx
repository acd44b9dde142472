/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReviewGapSection } from "@/components/values-review/review-gap-section";
import { computeGapItems, summarizeGaps } from "@/lib/shared/review-gap";
import type { ReviewGapDto } from "@/lib/shared/schemas/review-gap";
import { fakeResponse } from "@/tests/helpers/fake-response";
import { renderWithQueries as render } from "@/tests/helpers/render-with-queries";
import "@/tests/helpers/resize-observer-stub";

// The manager's gap view (issue 34 §6): the summary, the rows, the highlight, the sort; nothing when
// the server hides the self-review (404); a clear error with a retry otherwise.

const values = [
  {
    id: 1,
    name: "Grit",
    subcomponents: [1, 2, 3].map((position) => ({ position, name: `Grit ${position}` })),
  },
];
const items = computeGapItems(
  values,
  [{ valueId: 1, scores: [5, 2, 3] }],
  [{ valueId: 1, scores: [3, 3, 3] }],
);
const gap: ReviewGapDto = {
  employeeHrisId: "E1",
  employeeName: "Rory Report",
  cycleName: "Jun-25",
  threshold: 2,
  managerReviewed: true,
  items,
  summary: summarizeGaps(items),
};

const answer = (status: number, body: unknown) => {
  global.fetch = jest.fn().mockResolvedValue(fakeResponse(status, body));
};
const rowNames = () =>
  screen
    .getAllByRole("row")
    .slice(1)
    .map((r) => within(r).getAllByRole("cell")[1].textContent);

it("shows the summary, each item with self, manager and the difference, and highlights 2 or more", async () => {
  answer(200, gap);
  render(<ReviewGapSection employeeHrisId="E1" />);
  expect(
    await screen.findByText("Rory Report rated themself higher than you on 1 item, lower on 1"),
  ).toBeInTheDocument();
  const first = screen.getAllByRole("row")[1];
  expect(
    within(first)
      .getAllByRole("cell")
      .map((c) => c.textContent),
  ).toEqual(["Grit", "Grit 1", "5", "3", "+2Gap of 2 or more"]);
  expect(screen.getAllByText("Gap of 2 or more")).toHaveLength(1);
  expect(global.fetch).toHaveBeenCalledWith("/api/review-gap/E1", expect.objectContaining({ method: "GET" }));
});

it("sorts by the gap", async () => {
  answer(200, gap);
  render(<ReviewGapSection employeeHrisId="E1" />);
  await screen.findByRole("table");
  expect(rowNames()).toEqual(["Grit 1", "Grit 2", "Grit 3"]);
  await userEvent.selectOptions(screen.getByLabelText("Sort by"), "Manager rated higher first");
  expect(rowNames()).toEqual(["Grit 2", "Grit 3", "Grit 1"]);
  await userEvent.selectOptions(screen.getByLabelText("Sort by"), "Largest gap first");
  expect(rowNames()).toEqual(["Grit 1", "Grit 2", "Grit 3"]);
});

it("shows nothing when the self-review is not there to compare (404)", async () => {
  answer(404, { code: "not_found", message: "There is no submitted self-review to compare with." });
  const { container } = render(<ReviewGapSection employeeHrisId="E1" />);
  // The loading card first, then nothing.
  expect(screen.getByText("Loading the self-review comparison...")).toBeInTheDocument();
  await waitFor(() => expect(container).toBeEmptyDOMElement());
});

it("says when the comparison failed to load, with a retry", async () => {
  answer(500, { code: "internal", message: "Something went wrong." });
  render(<ReviewGapSection employeeHrisId="E1" />);
  expect(await screen.findByText("Failed to load the self-review comparison")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: /try again|retry/i })).toBeInTheDocument();
});

it("says when nothing has been scored on both sides yet", async () => {
  answer(200, { ...gap, items: [], summary: { higher: 0, lower: 0, same: 0 } });
  render(<ReviewGapSection employeeHrisId="E1" />);
  expect(await screen.findByText("No subcomponent has been scored on both sides yet.")).toBeInTheDocument();
});

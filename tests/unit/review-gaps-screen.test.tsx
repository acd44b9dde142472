/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReviewGaps } from "@/components/review-gaps/review-gaps";
import type { ReviewGapsDto } from "@/lib/shared/schemas/review-gap";
import { fakeResponse } from "@/tests/helpers/fake-response";
import { renderWithQueries as render } from "@/tests/helpers/render-with-queries";
import "@/tests/helpers/resize-observer-stub";

// HR's review gaps (issue 34 §6): loading, the groups with their flags, the grouping, empty, error.

const page = (over: Partial<ReviewGapsDto>): ReviewGapsDto => ({
  cycleName: "Jun-25",
  groupBy: "department",
  page: 1,
  pageSize: 50,
  total: 0,
  groups: [],
  ...over,
});

const byManager = page({
  groupBy: "manager",
  total: 2,
  groups: [
    { key: "E1", label: "Vera Values", meanGap: 1, reviews: 3, items: 36, flag: "severe" },
    { key: "E2", label: "Oscar Other", meanGap: -0.25, reviews: 4, items: 72, flag: null },
  ],
});
const byDepartment = page({
  total: 1,
  groups: [{ key: "", label: "No department", meanGap: -0.5, reviews: 2, items: 36, flag: null }],
});

function answer(...answers: [number, unknown][]) {
  const fetch = jest.fn();
  for (const [status, body] of answers) fetch.mockResolvedValueOnce(fakeResponse(status, body));
  global.fetch = fetch;
  return fetch;
}

it("loads by department, then by manager with the flagged rater", async () => {
  const fetch = answer([200, byDepartment], [200, byManager]);
  render(<ReviewGaps />);
  expect(screen.getByText("Loading review gaps...")).toBeInTheDocument();
  const dept = await screen.findByRole("table", { name: "Review gaps by department" });
  expect(within(dept).getAllByRole("row")[1]).toHaveTextContent("No department-0.50236");
  await userEvent.selectOptions(screen.getByLabelText("Group by"), "Manager");
  const managers = await screen.findByRole("table", { name: "Review gaps by manager" });
  const rows = within(managers).getAllByRole("row").slice(1);
  expect(rows[0]).toHaveTextContent("Vera Values+1.00336Severe rater");
  expect(rows[1]).toHaveTextContent("Oscar Other-0.25472");
  expect(fetch.mock.calls.map(([url]) => url)).toEqual([
    "/api/hr/review-gaps?groupBy=department&page=1",
    "/api/hr/review-gaps?groupBy=manager&page=1",
  ]);
});

it("says when nobody has both reviews submitted", async () => {
  answer([200, page({})]);
  render(<ReviewGaps />);
  expect(
    await screen.findByText(
      "No employee has both a submitted self-review and a submitted values review yet.",
    ),
  ).toBeInTheDocument();
});

it("says when the read failed, with a retry that reads again", async () => {
  const fetch = answer([500, { code: "internal", message: "Something went wrong." }], [200, byDepartment]);
  render(<ReviewGaps />);
  expect(await screen.findByText("Failed to load review gaps")).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: /try again|retry/i }));
  expect(await screen.findByRole("table", { name: "Review gaps by department" })).toBeInTheDocument();
  expect(fetch).toHaveBeenCalledTimes(2);
});

/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithQueries as render } from "@/tests/helpers/render-with-queries";
import { CareerPathManagement } from "@/components/career-paths/hr/career-path-management";
import { fakeResponse } from "@/tests/helpers/fake-response";
import { listedPerson, resetAddress } from "@/tests/helpers/fake-address-bar";

// HR's Career Path Management list pages through every match: at 50,000 employees it used to
// stop at the first 100, and only a search reached anyone else.

// The page is in the address (?page=): the router's replace changes what useSearchParams reads.
jest.mock("next/navigation", () =>
  jest
    .requireActual<typeof import("@/tests/helpers/fake-address-bar")>("@/tests/helpers/fake-address-bar")
    .fakeNavigation("/hr/career-paths"),
);

let asked: string[] = [];
beforeEach(() => {
  asked = [];
  resetAddress();
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://x");
    asked.push(url.search);
    const page = Number(url.searchParams.get("page") ?? 1);
    const ids = page === 1 ? Array.from({ length: 100 }, (_, i) => i + 1) : [101, 102];
    const body = { employees: ids.map(listedPerson), total: 102, page, totalPages: 2 };
    return fakeResponse(200, body);
  }) as unknown as typeof fetch;
});

it("shows 'Page 1 of 2' and Next brings the second page", async () => {
  render(<CareerPathManagement />);
  expect(await screen.findByText("Showing 1–100 of 102 employees")).toBeVisible();
  const pager = screen.getByRole("navigation", { name: "Employee pages" });
  expect(pager).toHaveTextContent("Page 1 of 2");
  await userEvent.click(screen.getByRole("button", { name: "Next" }));
  expect(await screen.findByRole("link", { name: "Person 102" })).toBeVisible();
  expect(screen.getByText("Showing 101–102 of 102 employees")).toBeVisible();
  await waitFor(() => expect(pager).toHaveTextContent("Page 2 of 2"));
  expect(asked.at(-1)).toBe("?search=&page=2");
});

it("says an empty search once: the empty message, without 'Showing 0 of 0 employees' above it", async () => {
  global.fetch = jest.fn(async () =>
    fakeResponse(200, { employees: [], total: 0, page: 1, totalPages: 1 }),
  ) as unknown as typeof fetch;
  render(<CareerPathManagement />);
  expect(await screen.findByText("No employees found matching your search.")).toBeVisible();
  expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  expect(screen.queryByRole("table")).not.toBeInTheDocument();
});

/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithQueries as render } from "@/tests/helpers/render-with-queries";
import { fakeResponse } from "@/tests/helpers/fake-response";
import { ValuesReviewScreen } from "@/components/values-review/values-review-screen";
import { HrEmployeeCareerPaths } from "@/components/career-paths/hr/hr-employee-career-paths";
import { CareerFormSummary } from "@/components/career-paths/career-form-summary";
import { formatScore } from "@/lib/shared/scores";

// Issue 31 item 26: a failed read and a missing record look and act the same on every screen.

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => "/hr/employee/E99999",
}));

const ids = { employeeId: 7, employeeHrisId: "E00007", managerHrisId: "E00009" };

it("the values review's load failure offers Try again, like every other load error", async () => {
  const asked: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    asked.push(String(input));
    return fakeResponse(503, { message: "The database is unavailable.", code: "unavailable" });
  }) as unknown as typeof fetch;
  render(<ValuesReviewScreen ids={ids} />);
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("Failed to load employee review data");
  expect(alert).toHaveTextContent("The database is unavailable.");
  expect(screen.getByRole("link", { name: "Back to Employee List" })).toHaveAttribute("href", "/employees");
  const before = asked.filter((u) => u.startsWith("/api/employee-values-review/")).length;
  await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
  expect(asked.filter((u) => u.startsWith("/api/employee-values-review/")).length).toBe(before + 1);
});

it("HR's employee page says 'Employee not found.' as a heading with the way back, not a bare line", async () => {
  global.fetch = jest.fn(async () =>
    fakeResponse(404, { message: "Employee not found.", code: "not_found" }),
  ) as unknown as typeof fetch;
  render(<HrEmployeeCareerPaths hrisId="E99999" />);
  const heading = await screen.findByRole("heading", { name: "Employee not found." });
  expect(heading).toBeVisible();
  const state = screen.getByRole("region", { name: "Employee not found." });
  expect(within(state).getByText("No employee has the HRIS ID E99999.")).toBeVisible();
  expect(within(state).getByRole("link", { name: "Back to Career Path Management" })).toBeVisible();
  expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
});

it("a missing value is the same dash in the career summary as in the export and every score", () => {
  render(
    <CareerFormSummary
      data={{
        employee: { id: 7, hrisId: "E00007", name: "Nia Nobody", title: null },
        currentTitle: null,
        standardPaths: [],
        customPaths: [],
        pathTypes: [],
        cpForm: { standardPath: null, icPath: null, altPath: null, customPath: null, notes: null },
      }}
    />,
  );
  const summary = screen.getByRole("region", { name: "Career Path Form" });
  const shown = within(summary)
    .getAllByRole("definition")
    .map((dd) => dd.textContent);
  expect(shown).toEqual(["E00007", "Nia Nobody", "-", "-", "-", "-", "-", "-"]);
  expect(shown).toContain(formatScore(null));
});

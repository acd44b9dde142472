/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import userEvent from "@testing-library/user-event";
import { IndirectReports } from "@/components/team/indirect-reports";
import { getQueryClient } from "@/lib/client/query-client";
import { teamListQuery, teamStatusQuery } from "@/components/team/team-queries";
import type { EvaluationStatus, LeanTeamEmployee } from "@/lib/shared/team-types";

// A review finding: with a search that matched only one tab's people, the other tab said "All
// indirect reports have been completed!" (or "No completed evaluations yet.") while 40 were open.

jest.mock("@/components/team/career-paths-entry", () => ({ CareerPathsEntry: () => null }));
jest.mock("@/components/shell/sign-out-button", () => ({ SignOutButton: () => null }));

const manager = { id: 1, hrisId: "M1", name: "Mia Manager" };
const person = (id: number, name: string): LeanTeamEmployee => ({
  id,
  hrisId: `E${id}`,
  name,
  email: null,
  department: "Sales",
  title: "Rep",
  reportingLevel: 2,
  directManagerId: 2,
  directManagerName: "Lead",
});
const done = (employeeId: number) => ({ employeeId, allAssessmentsComplete: true }) as EvaluationStatus;

// The two calls' answers, already in the tab's query client (nothing is fetched).
function renderWith(employees: LeanTeamEmployee[], statuses: EvaluationStatus[]) {
  const client = getQueryClient();
  client.clear();
  client.setQueryData(teamListQuery(manager.hrisId).queryKey, { manager, employees, managerChain: [] });
  client.setQueryData(teamStatusQuery(manager.id).queryKey, statuses);
  return render(
    <QueryClientProvider client={client}>
      <IndirectReports manager={manager} />
    </QueryClientProvider>,
  );
}

const search = async (text: string) =>
  act(async () => {
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: text } });
  });

it("says nothing was found, not that all are completed, when only the search empties a tab", async () => {
  renderWith([person(10, "Open Olga"), person(11, "Open Otto"), person(12, "Smith Done")], [done(12)]);
  await search("Smith");
  expect(screen.getByRole("tab", { name: "Incomplete (0)" })).toBeVisible();
  expect(screen.getByText("No indirect reports found.")).toBeVisible();
  expect(screen.queryByText("All indirect reports have been completed!")).toBeNull();

  await search("Open");
  await userEvent.click(screen.getByRole("tab", { name: "Completed (0)" }));
  expect(screen.getByText("No indirect reports found.")).toBeVisible();
  expect(screen.queryByText("No completed evaluations yet.")).toBeNull();
});

it("keeps the spec's texts for a tab with nobody in it at all", async () => {
  const first = renderWith([person(10, "Done Dana"), person(11, "Done Dirk")], [done(10), done(11)]);
  expect(screen.getByText("All indirect reports have been completed!")).toBeVisible();
  first.unmount();
  renderWith([person(10, "Open Olga")], []);
  await userEvent.click(screen.getByRole("tab", { name: "Completed (0)" }));
  expect(screen.getByText("No completed evaluations yet.")).toBeVisible();
});

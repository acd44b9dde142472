/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithQueries } from "@/tests/helpers/render-with-queries";
import { fakeResponse } from "@/tests/helpers/fake-response";
import { CompletionDashboard } from "@/components/completion/completion-dashboard";
import { PlannerBanner } from "@/components/review-cycles/planner-banner";
import type { CompletionAnswer } from "@/lib/shared/schemas/cycle-completion";

// The completion dashboard's states (issue 33 §7) and HR's planner banner (§6): what the server
// answers is what the screen says, the drill-down asks for the group's names, a manager home
// without a running cycle shows nothing, a failure says so.

const head = {
  cycle: { id: 4, name: "H1 2027", status: "Active" },
  root: null,
  phases: ["manager" as const],
  totals: { manager: { done: 1, total: 3, overdue: 1 } },
  acknowledgement: { acknowledged: 1, notYet: 1, notShared: 1 },
  pagination: { page: 1, pageSize: 50, totalPages: 1, totalCount: 2 },
};
const byManager: CompletionAnswer = {
  ...head,
  view: "groups",
  groupBy: "manager",
  groups: [
    {
      key: "M1",
      label: "Mia Lead",
      direct: { manager: { done: 1, total: 2, overdue: 1 } },
      counts: { manager: { done: 1, total: 3, overdue: 1 } },
      acknowledgement: { acknowledged: 1, notYet: 1, notShared: 0 },
    },
  ],
};
const names: CompletionAnswer = {
  ...head,
  view: "people",
  groupBy: "manager",
  group: "M1",
  reach: "direct",
  people: [
    {
      hrisId: "A1",
      name: "Ann Report",
      department: "Sales",
      managerName: "Mia Lead",
      phases: { manager: "done" },
    },
    {
      hrisId: "T1",
      name: "Tom Lead",
      department: "Ops",
      managerName: "Mia Lead",
      phases: { manager: "overdue" },
    },
  ],
};

// The workbook is saved through the one download helper: a blob URL handed to an a[download].
const saved: string[] = [];
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = jest.fn(() => "blob:completion");
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

function serve(route: (url: string) => [number, unknown]) {
  const urls: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    urls.push(String(input));
    const [status, body] = route(String(input));
    return fakeResponse(status, body);
  }) as unknown as typeof fetch;
  return urls;
}

it("shows the numbers by manager, then a manager's direct reports by name", async () => {
  const urls = serve((url) => [200, url.includes("group=") ? names : byManager]);
  renderWithQueries(<CompletionDashboard cycle={4} />);
  const user = userEvent.setup();
  await user.selectOptions(await screen.findByLabelText("Group by"), "manager");
  const table = await screen.findByRole("table", { name: "Completion by manager" });
  const row = within(table).getByRole("row", { name: /Mia Lead/ });
  expect(row).toHaveTextContent("1 of 2 done, 1 overdue");
  expect(row).toHaveTextContent("1 of 3 done, 1 overdue");
  expect(screen.getByRole("list", { name: "Totals" })).toHaveTextContent(
    "Manager review: 1 of 3 done, 1 overdue",
  );
  // the acknowledgement of the shared reviews (issue 34 §8), the whole team's and everyone's
  expect(row).toHaveTextContent("Acknowledged 1 · Not yet 1 · Not shared 0");
  expect(screen.getByRole("list", { name: "Shared reviews" })).toHaveTextContent(
    "Shared reviews: Acknowledged 1 · Not yet 1 · Not shared 1",
  );
  await user.click(screen.getByRole("button", { name: "Export to Excel" }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(urls.at(-1)).toBe(
    `/api/review-cycles/4/completion.xlsx?groupBy=manager&timeZone=${encodeURIComponent(zone)}`,
  );

  await user.click(within(row).getByRole("button", { name: "Direct reports of Mia Lead" }));
  const people = await screen.findByRole("table", { name: "Direct reports of Mia Lead" });
  expect(within(people).getByRole("row", { name: /Ann Report/ })).toHaveTextContent("Done");
  expect(within(people).getByRole("row", { name: /Tom Lead/ })).toHaveTextContent("Overdue");
  expect(screen.getByRole("heading", { name: "Direct reports of Mia Lead" })).toHaveFocus();
  expect(urls.at(-1)).toBe("/api/review-cycles/4/completion?groupBy=manager&page=1&group=M1&reach=direct");

  // Back, then into Mia's team: the numbers and the workbook are hers.
  await user.click(screen.getByRole("button", { name: "Back to all groups" }));
  await user.click(await screen.findByRole("button", { name: "Open the team of Mia Lead" }));
  await waitFor(() =>
    expect(urls.at(-1)).toBe("/api/review-cycles/4/completion?groupBy=manager&root=M1&page=1"),
  );
  await user.click(screen.getByRole("button", { name: "Export to Excel" }));
  await waitFor(() => expect(saved).toHaveLength(2));
  expect(urls.at(-1)).toBe(
    `/api/review-cycles/4/completion.xlsx?groupBy=manager&root=M1&timeZone=${encodeURIComponent(zone)}`,
  );
  await user.click(screen.getByRole("button", { name: "Back to all teams" }));
  await waitFor(() => expect(screen.queryByRole("button", { name: "Back to all teams" })).toBeNull());
});

it("shows nothing on a manager's home when no cycle is running", async () => {
  serve(() => [404, { message: "There is no active review cycle.", code: "not_found" }]);
  const { container } = renderWithQueries(<CompletionDashboard cycle="active" hideWithoutCycle />);
  await waitFor(() => expect(global.fetch).toHaveBeenCalled());
  await waitFor(() => expect(container).toBeEmptyDOMElement());
});

it("says when the numbers cannot be read", async () => {
  serve(() => [403, { message: "You can only see the completion of your own team.", code: "forbidden" }]);
  renderWithQueries(<CompletionDashboard cycle={4} />);
  expect(await screen.findByText("Failed to load the completion")).toBeInTheDocument();
});

it("says when the planner last ran, amber after 2 hours", async () => {
  const startedAt = new Date(Date.now() - 3 * 60_000).toISOString();
  const status = { lastRun: { startedAt, finishedAt: startedAt, enqueued: 0 }, last7Days: {} };
  serve(() => [200, status]);
  const { unmount } = renderWithQueries(<PlannerBanner />);
  const fresh = await screen.findByRole("status");
  expect(fresh).toHaveTextContent("Reminder planner last ran 3 min ago");
  expect(fresh).toHaveAttribute("data-stale", "false");
  unmount();
  const old = new Date(Date.now() - 3 * 3_600_000).toISOString();
  serve(() => [200, { ...status, lastRun: { ...status.lastRun, startedAt: old } }]);
  renderWithQueries(<PlannerBanner />);
  const stale = await screen.findByRole("status");
  expect(stale).toHaveTextContent("Reminder planner last ran 3 h ago");
  expect(stale).toHaveAttribute("data-stale", "true");
});

/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, within, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithQueries } from "@/tests/helpers/render-with-queries";
import { fakeResponse } from "@/tests/helpers/fake-response";
import { CycleForm } from "@/components/review-cycles/cycle-form";
import { CycleList } from "@/components/review-cycles/cycle-list";
import { CloseCycleButton } from "@/components/review-cycles/close-cycle";
import { cycleValues, emptyCycleValues } from "@/components/review-cycles/cycle-form-values";
import { SelfReviewSettings } from "@/components/review-cycles/self-review-settings";
import type { CycleDetail } from "@/components/review-cycles/cycle-types";

// HR's review-cycle screens (issue 32): the server's refusals land where HR can fix them.

const push = jest.fn();
jest.mock("next/navigation", () => ({
  usePathname: () => "/hr/review-cycles/new",
  useRouter: () => ({ push, back: jest.fn(), replace: jest.fn() }),
}));

function answer(status: number, body: unknown) {
  const calls: { url: string; method?: string; body?: unknown }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    return fakeResponse(status, body);
  }) as unknown as typeof fetch;
  return calls;
}

async function fillMinimalCycle(name = "H1 2026") {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Name/), name);
  const manager = screen.getByRole("group", { name: "Manager review" });
  await user.type(within(manager).getByLabelText(/^Opens/), "2026-06-01T09:00");
  await user.type(within(manager).getByLabelText(/^Due/), "2026-06-27T23:59");
  return user;
}

it("sends the deadlines as UTC instants of the wall-clock times typed in the cycle's zone", async () => {
  const calls = answer(201, { id: 7 });
  renderWithQueries(<CycleForm initial={emptyCycleValues("Europe/Paris")} />);
  const user = await fillMinimalCycle();
  await user.type(screen.getByLabelText("Departments"), "Sales, People");
  await user.type(screen.getByLabelText("Excluded people (HRIS IDs)"), "E001");
  await user.click(screen.getByRole("button", { name: "Create cycle" }));
  await waitFor(() => expect(push).toHaveBeenCalledWith("/hr/review-cycles/7"));
  // Then its eligibility rules, on the new cycle.
  expect(calls[1]).toEqual({
    url: "/api/hr/review-cycles/7/eligibility",
    method: "PUT",
    body: {
      activeOn: null,
      hiredOnOrBefore: null,
      departmentsIn: ["Sales", "People"],
      departmentsOut: [],
      excludeHrisIds: ["E001"],
    },
  });
  expect(calls[0]).toMatchObject({
    url: "/api/hr/review-cycles",
    method: "POST",
    body: {
      name: "H1 2026",
      timeZone: "Europe/Paris",
      phases: {
        manager: { opensAt: "2026-06-01T07:00:00.000Z", dueAt: "2026-06-27T21:59:00.000Z", graceDays: 0 },
      },
      selfReviewVisibility: "whileWriting",
      gapThreshold: 2,
    },
  });
});

it("sends the self-review settings HR chose: when the manager sees it, the gap highlighted", async () => {
  const calls = answer(201, { id: 8 });
  renderWithQueries(<CycleForm initial={emptyCycleValues("UTC")} />);
  const user = await fillMinimalCycle();
  const visibility = screen.getByLabelText("Manager sees the self-review");
  expect(visibility).toHaveDisplayValue("While writing");
  expect(
    within(visibility)
      .getAllByRole("option")
      .map((o) => o.textContent),
  ).toEqual(["While writing", "After the manager submits", "Only at sharing"]);
  const threshold = screen.getByLabelText("Highlight gaps of");
  expect(threshold).toHaveDisplayValue("2 or more");
  expect(within(threshold).getAllByRole("option")).toHaveLength(4);
  await user.selectOptions(visibility, "Only at sharing");
  await user.selectOptions(threshold, "3 or more");
  await user.click(screen.getByRole("button", { name: "Create cycle" }));
  await waitFor(() => expect(push).toHaveBeenCalledWith("/hr/review-cycles/8"));
  expect(calls[0].body).toMatchObject({ selfReviewVisibility: "atSharing", gapThreshold: 3 });
});

it("shows the server's refusal of a setting at its field", async () => {
  answer(400, {
    message: "Invalid input.",
    code: "invalid_input",
    issues: [{ path: "gapThreshold", message: "gapThreshold must be at most 4." }],
  });
  renderWithQueries(<CycleForm initial={emptyCycleValues("UTC")} />);
  const user = await fillMinimalCycle();
  await user.click(screen.getByRole("button", { name: "Create cycle" }));
  const threshold = screen.getByLabelText("Highlight gaps of");
  await waitFor(() => expect(threshold).toHaveAccessibleDescription("gapThreshold must be at most 4."));
  expect(threshold).toHaveAttribute("aria-invalid", "true");
});

const cycle = (over: Partial<CycleDetail>): CycleDetail => ({
  id: 4,
  name: "H1 2026",
  status: "Draft",
  timeZone: "UTC",
  periodStart: null,
  periodEnd: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  launchedAt: null,
  closedAt: null,
  archivedAt: null,
  selfReviewVisibility: "afterManagerSubmits",
  gapThreshold: 3,
  phases: [],
  completion: { participants: 0, submitted: 0, expected: 0 },
  ...over,
});

it("a draft's edit form starts from the cycle's settings", () => {
  renderWithQueries(<CycleForm initial={cycleValues(cycle({}), null)} cycleId={4} />);
  expect(screen.getByLabelText("Manager sees the self-review")).toHaveDisplayValue(
    "After the manager submits",
  );
  expect(screen.getByLabelText("Highlight gaps of")).toHaveDisplayValue("3 or more");
});

it("an active cycle's settings change on its page with a PATCH of just them; a closed one's are shown", async () => {
  const calls = answer(200, {});
  const { unmount } = renderWithQueries(<SelfReviewSettings cycle={cycle({ status: "Active" })} />);
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText("Manager sees the self-review"), "While writing");
  await user.selectOptions(screen.getByLabelText("Highlight gaps of"), "1 or more");
  await user.click(screen.getByRole("button", { name: "Save settings" }));
  await waitFor(() =>
    expect(calls[0]).toEqual({
      url: "/api/hr/review-cycles/4",
      method: "PATCH",
      body: { selfReviewVisibility: "whileWriting", gapThreshold: 1 },
    }),
  );
  unmount();
  renderWithQueries(<SelfReviewSettings cycle={cycle({ status: "Closed" })} />);
  expect(screen.queryByRole("button", { name: "Save settings" })).not.toBeInTheDocument();
  expect(screen.getByText("After the manager submits")).toBeVisible();
  expect(screen.getByText("3 or more")).toBeVisible();
});

it("shows the server's 422 at the field it names, and moves the focus there", async () => {
  answer(422, {
    message: "The manager review is due before it opens.",
    code: "invalid_input",
    issues: [{ path: "phases.manager.dueAt", message: "The due date must be after the opening date." }],
  });
  renderWithQueries(<CycleForm initial={emptyCycleValues("UTC")} />);
  const user = await fillMinimalCycle();
  await user.click(screen.getByRole("button", { name: "Create cycle" }));
  const due = within(screen.getByRole("group", { name: "Manager review" })).getByLabelText(/^Due/);
  await waitFor(() =>
    expect(due).toHaveAccessibleDescription("The due date must be after the opening date."),
  );
  expect(due).toHaveAttribute("aria-invalid", "true");
  expect(due).toHaveFocus();
});

it("shows a taken name (409) at the name", async () => {
  answer(409, { message: "A review cycle named H1 2026 already exists.", code: "conflict" });
  renderWithQueries(<CycleForm initial={emptyCycleValues("UTC")} />);
  const user = await fillMinimalCycle();
  await user.click(screen.getByRole("button", { name: "Create cycle" }));
  const name = screen.getByLabelText(/^Name/);
  await waitFor(() =>
    expect(name).toHaveAccessibleDescription("A review cycle named H1 2026 already exists."),
  );
  expect(name).toHaveFocus();
});

it("refuses an unknown time zone before asking the server", async () => {
  const calls = answer(201, { id: 1 });
  renderWithQueries(<CycleForm initial={emptyCycleValues("UTC")} />);
  const user = await fillMinimalCycle();
  const zone = screen.getByLabelText(/^Time zone/);
  await user.clear(zone);
  await user.type(zone, "Mars/Olympus");
  await user.click(screen.getByRole("button", { name: "Create cycle" }));
  await waitFor(() =>
    expect(zone).toHaveAccessibleDescription("Choose a time zone from the list (e.g. Europe/Paris)."),
  );
  expect(calls).toHaveLength(0);
});

it("says so when there is no cycle yet", async () => {
  answer(200, { cycles: [] });
  renderWithQueries(<CycleList />);
  expect(await screen.findByText("No review cycles yet. Create the first one with New cycle.")).toBeVisible();
  expect(screen.getByRole("link", { name: "New cycle" })).toHaveAttribute("href", "/hr/review-cycles/new");
});

it("close: shows the server's count of unsubmitted reviews and closes only with Close anyway", async () => {
  const calls = answer(409, { message: "3 reviews not submitted.", code: "conflict" });
  renderWithQueries(<CloseCycleButton cycleId={4} name="H1 2026" />);
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Close cycle" }));
  const dialog = await screen.findByRole("dialog", { name: "Close H1 2026" });
  await user.click(within(dialog).getByRole("button", { name: "Close cycle" }));
  expect(await within(dialog).findByText("3 reviews not submitted.")).toBeVisible();
  expect(calls.at(-1)?.body).toEqual({ confirmUnsubmitted: false });
  answer(200, { id: 4, status: "Closed" });
  await user.click(within(dialog).getByRole("button", { name: "Close anyway" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(screen.getByRole("button", { name: "Close cycle" })).toHaveFocus();
});

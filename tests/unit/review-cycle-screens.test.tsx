/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, within, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithQueries } from "@/tests/helpers/render-with-queries";
import { fakeResponse } from "@/tests/helpers/fake-response";
import { CycleForm } from "@/components/review-cycles/cycle-form";
import { CycleList } from "@/components/review-cycles/cycle-list";
import { CloseCycleButton } from "@/components/review-cycles/close-cycle";
import { emptyCycleValues } from "@/components/review-cycles/cycle-form-values";

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
    },
  });
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

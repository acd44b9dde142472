/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithQueries } from "@/tests/helpers/render-with-queries";
import { fakeResponse } from "@/tests/helpers/fake-response";
import { getToastState, resetToastStore } from "@/hooks/use-toast";
import { CompletionGroups } from "@/components/completion/completion-groups";
import { CompletionPeople } from "@/components/completion/completion-people";
import type { CompletionAnswer } from "@/lib/shared/schemas/cycle-completion";

// Nudging from the completion dashboard (issue 33 §4): a manager whose direct reports' reviews are
// not all done has "Nudge"; several on the page have "Nudge all"; the optional message goes with
// the call; the toast says who got a nudge and who was skipped and why.

const answer = (status = "Active"): Extract<CompletionAnswer, { view: "groups" }> => ({
  cycle: { id: 4, name: "H1 2027", status },
  root: null,
  phases: ["manager"],
  totals: { manager: { done: 1, total: 5, overdue: 1 } },
  acknowledgement: { acknowledged: 1, notYet: 1, notShared: 1 },
  pagination: { page: 1, pageSize: 50, totalPages: 1, totalCount: 3 },
  view: "groups",
  groupBy: "manager",
  groups: [
    {
      key: "M1",
      label: "Mia Lead",
      direct: { manager: { done: 1, total: 2, overdue: 1 } },
      counts: { manager: { done: 1, total: 2, overdue: 1 } },
      acknowledgement: { acknowledged: 1, notYet: 1, notShared: 0 },
    },
    {
      key: "M2",
      label: "Noe Lead",
      direct: { manager: { done: 0, total: 2, overdue: 0 } },
      counts: { manager: { done: 0, total: 2, overdue: 0 } },
      acknowledgement: { acknowledged: 1, notYet: 1, notShared: 0 },
    },
    {
      key: "M3",
      label: "Ola Done",
      direct: { manager: { done: 1, total: 1, overdue: 0 } },
      counts: { manager: { done: 1, total: 1, overdue: 0 } },
      acknowledgement: { acknowledged: 1, notYet: 1, notShared: 0 },
    },
  ],
});

const render = (status?: string) =>
  renderWithQueries(
    <CompletionGroups
      answer={answer(status)}
      busy={false}
      onPage={() => {}}
      onDrill={() => {}}
      onOpenTeam={() => {}}
    />,
  );

const lastToast = () => getToastState().toasts.at(-1);
beforeEach(() => resetToastStore());

it("offers a nudge to managers with reviews left, and to all of them on the page", async () => {
  render();
  expect(await screen.findByRole("button", { name: "Nudge Mia Lead" })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Nudge Noe Lead" })).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Nudge Ola Done" })).not.toBeInTheDocument();
  expect(
    screen.getByRole("button", { name: "Nudge all 2 managers with reviews left on this page" }),
  ).toBeInTheDocument();
});

it("offers no nudge once the cycle is closed", () => {
  render("Closed");
  expect(screen.queryByRole("button", { name: /^Nudge/ })).not.toBeInTheDocument();
});

it("sends the nudge with the message and says who was skipped and why", async () => {
  global.fetch = jest.fn(async () =>
    fakeResponse(200, {
      sent: 1,
      skipped: 1,
      results: [
        { hrisId: "M1", name: "Mia Lead", status: "sent" },
        { hrisId: "M2", name: "Noe Lead", status: "skipped", reason: "skipped: nudged 3 h ago" },
      ],
    }),
  ) as unknown as typeof fetch;
  render();
  await userEvent.click(
    screen.getByRole("button", { name: "Nudge all 2 managers with reviews left on this page" }),
  );
  const dialog = screen.getByRole("dialog", { name: "Nudge 2 managers" });
  await userEvent.type(within(dialog).getByLabelText("Message (optional)"), "Calibration on Friday");
  await userEvent.click(within(dialog).getByRole("button", { name: "Send nudge" }));
  await waitFor(() =>
    expect(lastToast()).toMatchObject({
      title: "Nudge sent to 1 person",
      description: "Noe Lead: skipped: nudged 3 h ago",
    }),
  );
  const [url, init] = (global.fetch as jest.Mock).mock.calls[0];
  expect(url).toBe("/api/review-cycles/4/nudges");
  expect(JSON.parse(init.body)).toEqual({
    hrisIds: ["M1", "M2"],
    phase: "manager",
    message: "Calibration on Friday",
  });
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
});

it("says so when the nudge is refused", async () => {
  global.fetch = jest.fn(async () =>
    fakeResponse(403, { code: "forbidden", message: "You can nudge only people in your own team." }),
  ) as unknown as typeof fetch;
  render();
  await userEvent.click(await screen.findByRole("button", { name: "Nudge Mia Lead" }));
  await userEvent.click(
    within(screen.getByRole("dialog", { name: "Nudge Mia Lead" })).getByRole("button", {
      name: "Send nudge",
    }),
  );
  await waitFor(() =>
    expect(lastToast()).toMatchObject({
      title: "The nudge was not sent",
      description: "You can nudge only people in your own team.",
    }),
  );
});

describe("the names of a group: a nudge about someone's own self-review", () => {
  const people = (status = "Active"): Extract<CompletionAnswer, { view: "people" }> => ({
    cycle: { id: 4, name: "H1 2027", status },
    root: null,
    phases: ["self", "manager"],
    totals: { self: { done: 1, total: 3, overdue: 1 }, manager: { done: 1, total: 3, overdue: 0 } },
    acknowledgement: { acknowledged: 0, notYet: 0, notShared: 3 },
    pagination: { page: 1, pageSize: 50, totalPages: 1, totalCount: 3 },
    view: "people",
    groupBy: "manager",
    group: "M1",
    reach: "direct",
    people: [
      {
        hrisId: "E1",
        name: "Ann Open",
        department: "Sales",
        managerName: "Mia Lead",
        phases: { self: "overdue", manager: "open" },
      },
      {
        hrisId: "E2",
        name: "Bo Done",
        department: "Sales",
        managerName: "Mia Lead",
        phases: { self: "done", manager: "done" },
      },
      {
        hrisId: "E3",
        name: "Cy Leave",
        department: "Sales",
        managerName: "Mia Lead",
        phases: { self: "excused", manager: "open" },
      },
    ],
  });
  const renderPeople = (status?: string) =>
    renderWithQueries(
      <CompletionPeople
        answer={people(status)}
        title="Mia Lead's team"
        headingLevel={3}
        busy={false}
        onPage={() => {}}
        onBack={() => {}}
      />,
    );

  it("offers it to whoever has not written theirs, not to who submitted or was excused, and sends the self phase", async () => {
    global.fetch = jest.fn(async () =>
      fakeResponse(200, {
        sent: 1,
        skipped: 0,
        results: [{ hrisId: "E1", name: "Ann Open", status: "sent" }],
      }),
    ) as unknown as typeof fetch;
    renderPeople();
    expect(screen.getByText("Excused")).toBeInTheDocument();
    const button = await screen.findByRole("button", { name: "Nudge Ann Open about their self-review" });
    expect(screen.queryByRole("button", { name: /Nudge Bo Done|Nudge Cy Leave/ })).not.toBeInTheDocument();
    await userEvent.click(button);
    const dialog = screen.getByRole("dialog", { name: "Nudge Ann Open" });
    expect(within(dialog).getByText(/An email reminds them to write their self-review/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Send nudge" }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: "Nudge sent to 1 person" }));
    const [, init] = (global.fetch as jest.Mock).mock.calls[0];
    expect(JSON.parse(init.body)).toEqual({ hrisIds: ["E1"], phase: "self" });
  });

  it("offers none once the cycle is closed", () => {
    renderPeople("Closed");
    expect(screen.queryByRole("button", { name: /^Nudge/ })).not.toBeInTheDocument();
  });
});

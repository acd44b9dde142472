/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithQueries } from "@/tests/helpers/render-with-queries";
import { EmployeeActivity } from "@/components/hr/audit-trail/employee-activity";
import type { AuditTrailEntryDto, AuditTrailPageDto } from "@/lib/shared/schemas/audit-trail";

// The Activity section of /hr/employee/{hrisId}: loading, empty, error (with Try again), the
// who/when/what rows with their changes, and paging to older events.

const employee = { hrisId: "E00042", name: "Ada Active" };
const entry = (id: number, over: Partial<AuditTrailEntryDto> = {}): AuditTrailEntryDto => ({
  id,
  at: "2026-11-23T10:15:00.000Z",
  action: "evaluation.values.submit",
  what: "submitted the values review",
  actorKind: "manager",
  actorName: "Max Manager",
  ipAddress: "10.0.0.5",
  employeeCount: 1,
  changes: [],
  facts: {},
  ...over,
});

type Answer = { status: number; body: unknown } | "never";
let urls: string[] = [];
function fakeServer(answers: Record<number, Answer>) {
  urls = [];
  global.fetch = jest.fn((input: RequestInfo | URL) => {
    const url = String(input);
    urls.push(url);
    const answer = answers[Number(new URL(url, "http://x").searchParams.get("page"))] ?? {
      status: 500,
      body: { message: "unexpected" },
    };
    if (answer === "never") return new Promise(() => {});
    return Promise.resolve({
      ok: answer.status < 400,
      status: answer.status,
      statusText: "",
      json: async () => answer.body,
      text: async () => JSON.stringify(answer.body),
    });
  }) as unknown as typeof fetch;
}
const page = (n: number, entries: AuditTrailEntryDto[], hasMore: boolean): AuditTrailPageDto => ({
  employee,
  entries,
  page: n,
  pageSize: 20,
  hasMore,
});

describe("EmployeeActivity", () => {
  it("shows a loading state, then who, when and what with the changed fields", async () => {
    fakeServer({ 1: "never" });
    const { unmount } = renderWithQueries(<EmployeeActivity hrisId="E00042" />);
    const region = screen.getByRole("region", { name: "Activity" });
    expect(within(region).getByLabelText("Loading activity")).toHaveAttribute("aria-busy", "true");
    unmount();

    fakeServer({
      1: {
        status: 200,
        body: page(
          1,
          [
            entry(2, {
              changes: [
                { field: "Integrity · Honesty", from: 3, to: 4 },
                { field: "overallNotes", edited: true },
                { field: "isDraft", from: "draft", to: "submitted" },
                { field: "titles", from: "Analyst → Lead", to: "Analyst → Lead → Head" },
                { field: "notes", edited: true, edit: "removed" },
                { field: "powerbiDontKnow", from: null, to: true },
                { field: "totalAverage", from: 3.95, to: 3.85 },
                { field: "verified by HR", from: false, to: null },
                { field: "(more fields changed)", from: null, to: 4 },
              ],
            }),
            entry(3, {
              action: "career-path.verify",
              what: "verified a custom career path",
              actorKind: "hr",
              actorName: "hradmin",
              facts: { sessionId: "abc", path: "Analyst → Senior Analyst" },
            }),
            entry(1, {
              action: "passwords.reveal",
              what: "loaded the credentials list with the passwords",
              actorKind: "hr",
              actorName: "hradmin",
              employeeCount: 300,
            }),
          ],
          false,
        ),
      },
    });
    renderWithQueries(<EmployeeActivity hrisId="E00042" />);
    const rows = await screen.findAllByRole("row");
    expect(rows[1]).toHaveTextContent("Max Manager");
    expect(rows[1]).toHaveTextContent("Manager · 10.0.0.5");
    expect(rows[1]).toHaveTextContent("submitted the values review");
    // Readable names, and an old and a new value never run together (a path is itself "A → B").
    // More than three changes are summarised until opened (8 listed and 4 more).
    await userEvent.click(within(rows[1]!).getByRole("button", { name: "12 fields changed" }));
    const changes = within(rows[1]!)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(changes).toEqual([
      "Integrity · Honesty: was 3, now 4",
      "Overall notes: edited",
      "Status: was draft, now submitted",
      "Path: was Analyst → Lead, now Analyst → Lead → Head",
      "Notes: removed",
      "Power BI problem (I don't know): set to yes",
      "Total average: was 4.0, now 3.9", // one decimal, as the scorecard shows it
      "Verified by HR: cleared (was no)",
      "and 4 more fields",
    ]);
    expect(within(rows[1]!).getByText(/Nov 23, 2026/)).toBeVisible();
    expect(rows[2]).toHaveTextContent("verified a custom career path: Analyst → Senior Analyst");
    expect(rows[2]).not.toHaveTextContent("abc");
    expect(rows[3]).toHaveTextContent(
      "loaded the credentials list with the passwords (covered 300 employees)",
    );
    expect(rows[3]).toHaveTextContent("HR");
    expect(screen.queryByRole("navigation", { name: "Activity pages" })).not.toBeInTheDocument();
    expect(urls).toEqual(["/api/hr/audit-trail/E00042?page=1"]);
  });

  it("summarises a long change as 'n fields changed', opened and closed from the keyboard", async () => {
    const scored = Array.from({ length: 42 }, (_, i) => ({ field: `Value ${i + 1}`, from: null, to: 3 }));
    fakeServer({
      1: {
        status: 200,
        body: page(
          1,
          [
            entry(2, {
              action: "evaluation.behavioral.submit",
              what: "submitted the scorecard",
              changes: scored,
            }),
            entry(1, { changes: [{ field: "Integrity · Honesty", from: 3, to: 4 }] }),
          ],
          false,
        ),
      },
    });
    renderWithQueries(<EmployeeActivity hrisId="E00042" />);
    const rows = await screen.findAllByRole("row");
    const toggle = within(rows[1]!).getByRole("button", { name: "42 fields changed" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(within(rows[1]!).queryByRole("listitem")).not.toBeInTheDocument();
    toggle.focus();
    await userEvent.keyboard("{Enter}");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const list = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(within(list).getAllByRole("listitem")).toHaveLength(42);
    expect(within(list).getByText("Value 42")).toBeVisible();
    await userEvent.keyboard(" ");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(within(rows[1]!).queryByRole("listitem")).not.toBeInTheDocument();
    // A short change is listed as it is, with nothing to open.
    expect(within(rows[2]!).queryByRole("button")).not.toBeInTheDocument();
    expect(within(rows[2]!).getByRole("listitem")).toHaveTextContent("Integrity · Honesty: was 3, now 4");
  });

  it("says when there is nothing yet", async () => {
    fakeServer({ 1: { status: 200, body: page(1, [], false) } });
    renderWithQueries(<EmployeeActivity hrisId="E00042" />);
    expect(await screen.findByText("No activity recorded for this employee yet.")).toBeVisible();
  });

  it("shows the server's message on failure and tries again", async () => {
    fakeServer({ 1: { status: 503, body: { message: "The database is unavailable." } } });
    renderWithQueries(<EmployeeActivity hrisId="E00042" />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load activity");
    expect(alert).toHaveTextContent("The database is unavailable.");
    fakeServer({ 1: { status: 200, body: page(1, [], false) } });
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No activity recorded for this employee yet.")).toBeVisible();
  });

  it("shows nothing for an employee who does not exist (the page above says so once, with no retry)", async () => {
    fakeServer({ 1: { status: 404, body: { message: "Employee not found.", code: "not_found" } } });
    renderWithQueries(<EmployeeActivity hrisId="E99999" />);
    await waitFor(() => expect(urls).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText("Loading activity")).toBeNull());
    expect(screen.queryByRole("heading", { name: "Activity" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("pages to older events and back", async () => {
    fakeServer({
      1: { status: 200, body: page(1, [entry(30, { actorName: "Newest Nell" })], true) },
      2: { status: 200, body: page(2, [entry(3, { actorName: "Oldest Otto" })], false) },
    });
    renderWithQueries(<EmployeeActivity hrisId="E00042" />);
    expect(await screen.findByText("Newest Nell")).toBeVisible();
    const nav = screen.getByRole("navigation", { name: "Activity pages" });
    expect(within(nav).getByRole("button", { name: "Newer" })).toBeDisabled();
    await userEvent.click(within(nav).getByRole("button", { name: "Older" }));
    expect(await screen.findByText("Oldest Otto")).toBeVisible();
    expect(within(nav).getByText("Page 2")).toBeVisible();
    expect(within(nav).getByRole("button", { name: "Older" })).toBeDisabled();
    await userEvent.click(within(nav).getByRole("button", { name: "Newer" }));
    expect(await screen.findByText("Newest Nell")).toBeVisible();
  });
});

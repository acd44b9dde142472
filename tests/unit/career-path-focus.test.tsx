/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { randomUUID } from "node:crypto";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithQueries as render } from "@/tests/helpers/render-with-queries";
import { fakeResponse } from "@/tests/helpers/fake-response";
import { CareerProgressionContent } from "@/components/career-paths/career-progression-content";
import { CustomPathBuilder } from "@/components/career-paths/custom-path-builder";
import { QuickCustomPath } from "@/components/career-paths/quick-custom-path";
import type { CareerPathResponse, CustomPathRow, TitleOption } from "@/lib/shared/career-paths/types";

// Keyboard focus in the custom path builders (WCAG 2.4.3): moving, picking or removing a step
// re-renders the list; focus must stay where the user works, not fall to the top of the dialog.

const TITLES: TitleOption[] = Array.from({ length: 30 }, (_, i) => ({
  titleId: i + 1,
  title: `Title ${String(i + 1).padStart(2, "0")}`,
  titleLevel: 1,
}));
const subject = { id: 42, hrisId: "E00042", name: "Ann Example" };
const ref = (n: number) => ({ titleId: n, titleName: `Title ${String(n).padStart(2, "0")}` });

function titlesServer() {
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const params = new URL(String(input), "http://x").searchParams;
    const search = (params.get("search") ?? "").toLowerCase();
    const limit = Number(params.get("limit"));
    return fakeResponse(200, TITLES.filter((t) => t.title.toLowerCase().includes(search)).slice(0, limit));
  }) as unknown as typeof fetch;
}

const pathOf = (...ids: number[]) => ({
  sessionId: "s-1",
  customCareerPathId: 5,
  rowIds: [5],
  titles: ids.map(ref),
  notes: null,
  verified: false,
  isVerified: false,
  verifiedBy: null,
  verifiedAt: null,
});

/** Presses Enter on `button` the way a keyboard user does. */
async function press(button: HTMLElement) {
  button.focus();
  await userEvent.keyboard("{Enter}");
}

const stepNames = (scope: HTMLElement) =>
  within(scope)
    .queryAllByRole("button", { name: /^Remove Title/ })
    .map((b) => b.getAttribute("aria-label"));

beforeAll(() => {
  if (!globalThis.crypto?.randomUUID) Object.assign(globalThis.crypto ?? {}, { randomUUID });
});
beforeEach(titlesServer);

/** The builder editing a path of these titles, as a dialog. */
function openEditor(...ids: number[]) {
  render(
    <CustomPathBuilder subject={subject} mode={{ kind: "edit", path: pathOf(...ids) }} onClose={jest.fn()} />,
  );
  return screen.getByRole("dialog", { name: "Edit Custom Career Path" });
}

describe("the path builder dialog", () => {
  it("after Move up, focus stays on the moved step's Move up button, then on its Move down once it is first", async () => {
    const dialog = openEditor(1, 2, 3);

    await press(within(dialog).getByRole("button", { name: "Move Title 03 up" }));
    expect(stepNames(dialog)).toEqual(["Remove Title 01", "Remove Title 03", "Remove Title 02"]);
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Move Title 03 up" }));
    expect(within(dialog).getByRole("status")).toHaveTextContent("Moved Title 03 to step 2");

    await userEvent.keyboard("{Enter}");
    expect(stepNames(dialog)).toEqual(["Remove Title 03", "Remove Title 01", "Remove Title 02"]);
    expect(within(dialog).getByRole("button", { name: "Move Title 03 up" })).toBeDisabled();
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Move Title 03 down" }));

    // And down, too: the node React moves is then the focused one.
    await userEvent.keyboard("{Enter}");
    expect(stepNames(dialog)).toEqual(["Remove Title 01", "Remove Title 03", "Remove Title 02"]);
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Move Title 03 down" }));
  });

  it("after picking a title, focus is in the next position's search, and the step is announced", async () => {
    render(<CustomPathBuilder subject={subject} mode={{ kind: "create" }} onClose={jest.fn()} />);
    const dialog = screen.getByRole("dialog", { name: "Create Custom Career Path" });
    const first = await within(dialog).findByRole("list", { name: "Position 1 results" });
    await press(await within(first).findByRole("button", { name: "Title 01" }));
    expect(document.activeElement).toBe(within(dialog).getByRole("searchbox", { name: "Position 2" }));
    expect(within(dialog).getByRole("status")).toHaveTextContent("Added Title 01 as step 1");

    // No empty position left: the way to add the next one.
    const second = await within(dialog).findByRole("list", { name: "Position 2 results" });
    await press(await within(second).findByRole("button", { name: "Title 02" }));
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Add Position" }));
    expect(within(dialog).getByRole("status")).toHaveTextContent("Added Title 02 as step 2");

    // Add Position: focus goes into the new position's search.
    await userEvent.keyboard("{Enter}");
    expect(document.activeElement).toBe(within(dialog).getByRole("searchbox", { name: "Position 3" }));
  });

  it("after removing a title, focus is in that position's search; after removing a position, on the next step's remove button", async () => {
    const dialog = openEditor(1, 2, 3);

    await press(within(dialog).getByRole("button", { name: "Remove Title 02" }));
    expect(document.activeElement).toBe(within(dialog).getByRole("searchbox", { name: "Position 2" }));
    expect(within(dialog).getByRole("status")).toHaveTextContent("Removed Title 02 from step 2");

    await press(within(dialog).getByRole("button", { name: "Remove Position 2" }));
    expect(within(dialog).queryByRole("searchbox", { name: "Position 2" })).toBeNull();
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Remove Title 03" }));
    expect(within(dialog).getByRole("status")).toHaveTextContent("Removed position 2");
  });

  it("says the same change twice when it happens twice in a row (the live region's text changes)", async () => {
    render(<CustomPathBuilder subject={subject} mode={{ kind: "create" }} onClose={jest.fn()} />);
    const dialog = screen.getByRole("dialog", { name: "Create Custom Career Path" });
    await press(within(dialog).getByRole("button", { name: "Add Position" }));
    await press(within(dialog).getByRole("button", { name: "Add Position" }));
    await press(within(dialog).getAllByRole("button", { name: "Remove Position 2" })[0]!);
    const status = within(dialog).getByRole("status");
    const first = status.textContent;
    expect(first).toContain("Removed position 2");
    await press(within(dialog).getAllByRole("button", { name: "Remove Position 2" })[0]!);
    expect(status.textContent).toContain("Removed position 2");
    expect(status.textContent).not.toBe(first);
  });
});

describe("the quick creator", () => {
  async function pick(section: HTMLElement, name: string) {
    const results = await within(section).findByRole("list", { name: "Add a title to the path results" });
    await press(await within(results).findByRole("button", { name }));
  }

  it("after picking a title, focus is back in the search; after Move down it stays on the moved step", async () => {
    render(<QuickCustomPath subject={subject} onDone={jest.fn()} />);
    const section = screen.getByRole("region", { name: "Add Custom Path" });
    const search = within(section).getByRole("searchbox", { name: "Add a title to the path" });

    await pick(section, "Title 01");
    expect(document.activeElement).toBe(search);
    expect(within(section).getByRole("status")).toHaveTextContent("Added Title 01 as step 1");
    await pick(section, "Title 02");
    await pick(section, "Title 03");
    expect(document.activeElement).toBe(search);
    expect(within(section).getByRole("status")).toHaveTextContent("Added Title 03 as step 3");

    await press(within(section).getByRole("button", { name: "Move Title 02 down" }));
    expect(stepNames(section)).toEqual(["Remove Title 01", "Remove Title 03", "Remove Title 02"]);
    // Last now: Move down is disabled, so its Move up.
    expect(document.activeElement).toBe(within(section).getByRole("button", { name: "Move Title 02 up" }));
    expect(within(section).getByRole("status")).toHaveTextContent("Moved Title 02 to step 3");
  });

  it("after delete, focus is on the next step's delete button, the previous one's when it was last, then the search", async () => {
    render(<QuickCustomPath subject={subject} onDone={jest.fn()} />);
    const section = screen.getByRole("region", { name: "Add Custom Path" });
    for (const name of ["Title 01", "Title 02", "Title 03"]) await pick(section, name);

    await press(within(section).getByRole("button", { name: "Remove Title 02" }));
    expect(document.activeElement).toBe(within(section).getByRole("button", { name: "Remove Title 03" }));
    expect(within(section).getByRole("status")).toHaveTextContent("Removed Title 02 from step 2");

    await userEvent.keyboard("{Enter}");
    expect(document.activeElement).toBe(within(section).getByRole("button", { name: "Remove Title 01" }));

    await userEvent.keyboard("{Enter}");
    expect(document.activeElement).toBe(
      within(section).getByRole("searchbox", { name: "Add a title to the path" }),
    );
    expect(within(section).getByRole("status")).toHaveTextContent("Removed Title 01 from step 1");
  });
});

describe("the progression dialog's custom paths", () => {
  const row = (id: number, sessionId: string, from: number, to: number): CustomPathRow => ({
    customCareerPathId: id,
    sessionId,
    titleId: from,
    nextTitleId: to,
    pathId: 4,
    fromTitleName: ref(from).titleName,
    toTitleName: ref(to).titleName,
    position: 1,
    notes: null,
    verified: false,
    isVerified: false,
    verifiedBy: null,
    verifiedAt: null,
  });
  /** The employee's career path read, with these custom path rows. */
  const careerOf = (customPaths: CustomPathRow[]): CareerPathResponse => ({
    employee: { id: 42, hrisId: "E00042", name: "Ann Example", title: null },
    currentTitle: null,
    standardPaths: [],
    customPaths,
    pathTypes: [],
    cpForm: { standardPath: null, icPath: null, altPath: null, customPath: null, notes: null },
  });

  it("after a path is deleted, focus is on the next path's Delete button, or Create Custom Path when none is left", async () => {
    let rows = [row(1, "a", 1, 2), row(2, "b", 3, 4)];
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (init?.method === "DELETE") {
        const id = Number(url.split("/").at(-1));
        rows = rows.filter((r) => r.customCareerPathId !== id);
        return fakeResponse(200, {});
      }
      if (url.startsWith("/api/path-types")) return fakeResponse(200, []);
      return fakeResponse(200, careerOf(rows));
    }) as unknown as typeof fetch;
    render(<CareerProgressionContent subject={subject} />);

    await press(await screen.findByRole("button", { name: "Delete Title 01 → Title 02" }));
    await press(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Delete Title 01 → Title 02" })).toBeNull(),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Delete Title 03 → Title 04" })),
    );

    await userEvent.keyboard("{Enter}");
    await press(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await screen.findByText("No custom paths yet.");
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Create Custom Path" })),
    );
  });

  it("after an edited path is saved (written anew under another id), focus is on the saved path's Edit", async () => {
    let rows = [row(1, "a", 1, 2)];
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (init?.method === "PUT") {
        rows = [row(7, "a-2", 1, 2)];
        return fakeResponse(200, { sessionId: "a-2", customCareerPathIds: [7] });
      }
      if (url.startsWith("/api/career-path/")) return fakeResponse(200, careerOf(rows));
      return fakeResponse(200, []);
    }) as unknown as typeof fetch;
    render(<CareerProgressionContent subject={subject} />);

    await press(await screen.findByRole("button", { name: "Edit Title 01 → Title 02" }));
    await press(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Edit" }));
    const editor = await screen.findByRole("dialog", { name: "Edit Custom Career Path" });
    await press(within(editor).getByRole("button", { name: "Save Path" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit Title 01 → Title 02" })),
    );
    expect(
      screen.getByRole("button", { name: "Edit Title 01 → Title 02" }).closest("[data-focus-key]"),
    ).toHaveAttribute("data-focus-key", "a-2");
  });

  it("when a creator closes, focus goes back to the button that opened it", async () => {
    const body = careerOf([row(1, "a", 1, 2)]);
    global.fetch = jest.fn(async (input: RequestInfo | URL) =>
      fakeResponse(200, String(input).startsWith("/api/career-path/") ? body : []),
    ) as unknown as typeof fetch;
    render(<CareerProgressionContent subject={subject} />);

    await press(await screen.findByRole("button", { name: "Add Custom Path" }));
    await press(
      within(screen.getByRole("region", { name: "Add Custom Path" })).getByRole("button", { name: "Cancel" }),
    );
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add Custom Path" }));

    await press(screen.getByRole("button", { name: "Create Custom Path" }));
    const builder = await screen.findByRole("dialog", { name: "Create Custom Career Path" });
    await press(within(builder).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Create Custom Path" }));

    await press(screen.getByRole("button", { name: "Edit Title 01 → Title 02" }));
    await press(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Edit" }));
    const editor = await screen.findByRole("dialog", { name: "Edit Custom Career Path" });
    await press(within(editor).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit Title 01 → Title 02" }));
  });
});

/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { randomUUID } from "node:crypto";
import { screen, waitFor, within } from "@testing-library/react";
import { renderWithQueries as render } from "@/tests/helpers/render-with-queries";
import userEvent from "@testing-library/user-event";
import { CustomPathBuilder } from "@/components/career-paths/custom-path-builder";
import type { TitleOption } from "@/lib/shared/career-paths/types";
import { getToastState, resetToastStore } from "@/hooks/use-toast";

// The builder dialog against a fake server: 15 titles per search, a title used once, at least two
// positions, and creation as one POST per step sharing one session id.

const TITLES: TitleOption[] = Array.from({ length: 30 }, (_, i) => ({
  titleId: i + 1,
  title: `Title ${String(i + 1).padStart(2, "0")}`,
  titleLevel: 1,
}));

type Call = { method: string; url: string; body?: Record<string, unknown> };
// jsdom has no Response: what apiRequest reads of one.
const ok = (data: unknown) => ({
  ok: true,
  status: 200,
  json: async () => data,
  text: async () => JSON.stringify(data),
});
let calls: Call[] = [];

beforeAll(() => {
  if (!globalThis.crypto?.randomUUID) Object.assign(globalThis.crypto ?? {}, { randomUUID });
});

beforeEach(() => {
  calls = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    calls.push({ method, url, body });
    if (url.startsWith("/api/titles")) {
      const params = new URL(url, "http://x").searchParams;
      const search = (params.get("search") ?? "").toLowerCase();
      const list = TITLES.filter((t) => t.title.toLowerCase().includes(search)).slice(
        0,
        Number(params.get("limit")),
      );
      return ok(list);
    }
    return ok({ customCareerPathId: calls.length });
  }) as unknown as typeof fetch;
});

const subject = { id: 42, hrisId: "E00042", name: "Ann Example" };

it("offers at most 15 titles, never one already chosen, and needs 2 positions before Create Path", async () => {
  const onClose = jest.fn();
  render(<CustomPathBuilder subject={subject} mode={{ kind: "create" }} onClose={onClose} />);
  const dialog = screen.getByRole("dialog", { name: "Create Custom Career Path" });
  const create = within(dialog).getByRole("button", { name: "Create Path" });
  expect(create).toHaveAttribute("aria-disabled", "true");

  const first = await within(dialog).findByRole("list", { name: "Position 1 results" });
  await waitFor(() => expect(within(first).getAllByRole("button")).toHaveLength(15));
  // Issue 31 item 21: one title list open at a time, and no message before an attempt.
  expect(within(dialog).queryByRole("list", { name: "Position 2 results" })).toBeNull();
  expect(within(dialog).queryByText("Please add at least 2 positions to create a path")).toBeNull();
  await userEvent.click(create);
  expect(within(dialog).getByText("Please add at least 2 positions to create a path")).toBeVisible();
  expect(create).toHaveAccessibleDescription("Please add at least 2 positions to create a path");
  expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  await userEvent.click(within(first).getByRole("button", { name: "Title 01" }));

  const second = await within(dialog).findByRole("list", { name: "Position 2 results" });
  await waitFor(() => expect(within(second).getAllByRole("button")).toHaveLength(15));
  expect(within(second).queryByRole("button", { name: "Title 01" })).toBeNull();
  await userEvent.click(within(second).getByRole("button", { name: "Title 02" }));

  await userEvent.click(within(dialog).getByRole("button", { name: "Add Position" }));
  const third = await within(dialog).findByRole("list", { name: "Position 3 results" });
  await waitFor(() => expect(within(third).getAllByRole("button").length).toBeGreaterThan(0));
  await userEvent.click(within(third).getByRole("button", { name: "Title 03" }));

  expect(within(dialog).queryByText("Please add at least 2 positions to create a path")).toBeNull();
  await userEvent.click(within(dialog).getByRole("button", { name: "Create Path" }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());

  const posts = calls.filter((c) => c.method === "POST");
  expect(
    posts.map((c) => [c.url, c.body!.titleId, c.body!.nextTitleId, c.body!.pathId, c.body!.hrisId]),
  ).toEqual([
    ["/api/custom-career-path", "1", "2", "4", "E00042"],
    ["/api/custom-career-path", "2", "3", "4", "E00042"],
  ]);
  expect(new Set(posts.map((c) => c.body!.sessionId)).size).toBe(1);
  expect(posts[0]!.body).toMatchObject({ companyId: "1", employee: "Ann Example", verified: "No" });
});

it("opens one title list at a time: the one of the position being searched", async () => {
  render(<CustomPathBuilder subject={subject} mode={{ kind: "create" }} onClose={jest.fn()} />);
  const dialog = screen.getByRole("dialog", { name: "Create Custom Career Path" });
  await within(dialog).findByRole("list", { name: "Position 1 results" });
  await userEvent.click(within(dialog).getByRole("searchbox", { name: "Position 2" }));
  await within(dialog).findByRole("list", { name: "Position 2 results" });
  expect(within(dialog).queryByRole("list", { name: "Position 1 results" })).toBeNull();
});

it("an edit another window got to first: says why, and closes instead of failing on every retry", async () => {
  const stale =
    "This custom career path was changed or deleted in another window. Close the dialog and open it again.";
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ method: init?.method ?? "GET", url: String(input) });
    if (init?.method === "PUT")
      return {
        ok: false,
        status: 409,
        statusText: "Conflict",
        json: async () => ({ message: stale, code: "conflict" }),
        text: async () => JSON.stringify({ message: stale, code: "conflict" }),
      };
    return ok([]);
  }) as unknown as typeof fetch;
  resetToastStore();
  const onClose = jest.fn();
  const path = {
    sessionId: "s-1",
    customCareerPathId: 5,
    rowIds: [5],
    titles: [
      { titleId: 1, titleName: "Title 01" },
      { titleId: 2, titleName: "Title 02" },
    ],
    notes: null,
    verified: false,
    isVerified: false,
    verifiedBy: null,
    verifiedAt: null,
  };
  render(<CustomPathBuilder subject={subject} mode={{ kind: "edit", path }} onClose={onClose} />);
  const dialog = screen.getByRole("dialog", { name: "Edit Custom Career Path" });
  await userEvent.click(within(dialog).getByRole("button", { name: "Save Path" }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(getToastState().toasts.at(-1)).toMatchObject({
    title: "Error",
    description:
      "Failed to update custom career path: it was changed or deleted in another window, and is shown as it now is.",
  });
});

it("a create refused because the employee has the most paths there can be says why, and stays open", async () => {
  const full = "An employee can have at most 20 custom career paths. Delete one to add another.";
  const answer = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ method: init?.method ?? "GET", url });
    if (init?.method === "POST")
      return {
        ok: false,
        status: 409,
        statusText: "Conflict",
        json: async () => ({ message: full, code: "conflict" }),
        text: async () => JSON.stringify({ message: full, code: "conflict" }),
      };
    return ok(TITLES.slice(0, 15));
  });
  global.fetch = answer as unknown as typeof fetch;
  resetToastStore();
  const onClose = jest.fn();
  render(<CustomPathBuilder subject={subject} mode={{ kind: "create" }} onClose={onClose} />);
  const dialog = screen.getByRole("dialog", { name: "Create Custom Career Path" });
  const first = await within(dialog).findByRole("list", { name: "Position 1 results" });
  await userEvent.click(await within(first).findByRole("button", { name: "Title 01" }));
  const second = await within(dialog).findByRole("list", { name: "Position 2 results" });
  await userEvent.click(await within(second).findByRole("button", { name: "Title 02" }));
  await userEvent.click(within(dialog).getByRole("button", { name: "Create Path" }));
  await waitFor(() =>
    expect(getToastState().toasts.at(-1)).toMatchObject({
      title: "Error",
      description: `Failed to create custom career path. ${full}`,
    }),
  );
  expect(onClose).not.toHaveBeenCalled();
  // nothing was saved, so nothing is deleted again
  expect(calls.filter((c) => c.method === "DELETE")).toEqual([]);
});

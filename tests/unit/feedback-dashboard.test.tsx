/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithQueries as render } from "@/tests/helpers/render-with-queries";
import { FeedbackDashboard } from "@/components/feedback/feedback-dashboard";
import type { FeedbackItem, FeedbackListAnswer } from "@/lib/shared/schemas/feedback";

// The dashboard pages through the server's list (finding 6 of issue 11) with the shared pager,
// against a fake server holding 45 items; the filters and counters come from the server.

const ITEMS: FeedbackItem[] = Array.from({ length: 45 }, (_, i) => ({
  id: 45 - i,
  hrisId: null,
  userName: "Guest User",
  feedbackType: "Questions",
  title: `Feedback number ${45 - i}`,
  description: "A description",
  priority: "Medium",
  location: "Dashboard",
  status: "Open",
  submittedAt: new Date(2025, 5, 1).toISOString(),
  updatedAt: new Date(2025, 5, 1).toISOString(),
  attachmentCount: 0,
  attachments: [],
}));
let urls: string[] = [];

beforeEach(() => {
  urls = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    urls.push(url);
    const params = new URL(url, "http://x").searchParams;
    const page = Number(params.get("page") ?? 1);
    const search = params.get("search") ?? "";
    const matching = ITEMS.filter((i) => i.title.includes(search));
    const answer: FeedbackListAnswer = {
      data: matching.slice((page - 1) * 20, page * 20),
      pagination: {
        page,
        pageSize: 20,
        totalPages: Math.max(1, Math.ceil(matching.length / 20)),
        totalCount: matching.length,
      },
      counts: { total: 45, open: 45, inProgress: 0, resolved: 0 },
    };
    return { ok: true, status: 200, json: async () => answer, text: async () => JSON.stringify(answer) };
  }) as unknown as typeof fetch;
});

const titles = () =>
  screen
    .getAllByRole("listitem")
    .map((li) => within(li).getByRole("button", { name: /^Feedback number/ }).textContent);

it("shows 20 items a page and pages with Previous and Next; a new filter goes back to page 1", async () => {
  const user = userEvent.setup();
  render(<FeedbackDashboard />);
  const pager = await screen.findByRole("navigation", { name: "Feedback pages" });
  expect(within(pager).getByText("Page 1 of 3")).toBeVisible();
  expect(screen.getByTestId("feedback-count-total")).toHaveTextContent("45");
  // What the filters found is read out (a live region), not only shown.
  expect(screen.getByRole("status")).toHaveTextContent("45 feedback items found");
  expect(titles()).toHaveLength(20);
  expect(titles()[0]).toBe("Feedback number 45");
  expect(within(pager).getByRole("button", { name: "Previous" })).toHaveAttribute("aria-disabled", "true");

  await user.click(within(pager).getByRole("button", { name: "Next" }));
  expect(await within(pager).findByText("Page 2 of 3")).toBeVisible();
  expect(titles()[0]).toBe("Feedback number 25");
  expect(urls.at(-1)).toBe("/api/feedback?page=2");

  await user.click(within(pager).getByRole("button", { name: "Next" }));
  expect(await within(pager).findByText("Page 3 of 3")).toBeVisible();
  expect(titles()).toHaveLength(5);
  expect(within(pager).getByRole("button", { name: "Next" })).toHaveAttribute("aria-disabled", "true");

  await user.type(screen.getByLabelText("Search"), "number 1");
  expect(await within(pager).findByText("Page 1 of 1")).toBeVisible();
  expect(urls.at(-1)).toBe("/api/feedback?search=number+1");
  expect(titles()).toHaveLength(11); // 1 and 10–19
});

import { GET as list } from "@/app/api/feedback/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createHrUser } from "@/tests/helpers/factories";
import { callRoute, hrCookie } from "@/tests/helpers/http";
import type { FeedbackListAnswer } from "@/lib/shared/schemas/feedback";

// The HR dashboard's filters and counters (spec 1 §2, §5), now applied in SQL with paging
// (finding 6 of issue 11). The same items and expectations as the old in-browser filter.
const t = useTestDatabase();
let hr: string;
const ids: Record<string, number> = {};
const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);

beforeAll(async () => {
  hr = await hrCookie(await createHrUser(t.prisma, "hr-lists"));
  const make = async (
    name: string,
    data: Partial<{
      title: string;
      description: string;
      userName: string;
      hrisId: string;
      status: "Open" | "InProgress" | "Closed";
      priority: "Low" | "Medium" | "High";
      feedbackType: "Questions" | "Improvement" | "Feature";
    }>,
    submittedAt: Date,
  ) => {
    const row = await t.prisma.feedback.create({
      data: {
        userName: "Guest User",
        feedbackType: "Questions",
        title: "A title",
        description: "A description",
        location: "Dashboard",
        ...data,
        submittedAt,
      },
    });
    ids[name] = row.id;
  };
  await make(
    "slow",
    { title: "Login page is slow", priority: "High", feedbackType: "Improvement" },
    hoursAgo(2),
  );
  await make(
    "guide",
    {
      description: "The SCORE guide is hidden 100%",
      status: "InProgress",
      userName: "Bea Boss",
      hrisId: "E00042",
    },
    hoursAgo(24 * 3),
  );
  await make(
    "export",
    {
      title: "Export button",
      status: "Closed",
      priority: "Low",
      feedbackType: "Feature",
      userName: "hradmin",
    },
    hoursAgo(24 * 8),
  );
  await make("old", { title: "Old one", status: "Closed" }, hoursAgo(24 * 31));
});

async function get(query: Record<string, string>) {
  const res = await callRoute(list, "/api/feedback", { cookie: hr, query });
  return { status: res.status, message: res.json.message, answer: res.json as unknown as FeedbackListAnswer };
}
const names = (answer: FeedbackListAnswer) =>
  answer.data.map((item) => Object.keys(ids).find((k) => ids[k] === item.id));

describe("GET /api/feedback: filters in SQL", () => {
  it("lists everything newest first without filters, with the four counters", async () => {
    const { answer } = await get({});
    expect(names(answer)).toEqual(["slow", "guide", "export", "old"]);
    expect(answer.counts).toEqual({ total: 4, open: 1, inProgress: 1, resolved: 2 });
  });

  it.each([
    ["login", ["slow"]],
    ["score GUIDE", ["guide"]],
    ["bea", ["guide"]],
    ["e00042", ["guide"]],
    ["HRADMIN", ["export"]],
    ["  export ", ["export"]],
    ["100%", ["guide"]],
    ["%", ["guide"]],
    ["_", []],
    ["nothing like this", []],
  ])(
    "searches title, description, user name and HRIS ID case-insensitively: %p",
    async (search, expected) => {
      const { answer } = await get({ search });
      expect(names(answer)).toEqual(expected);
      expect(answer.pagination.totalCount).toBe(expected.length);
    },
  );

  it("filters by status, priority and type, together; the counters still count every item", async () => {
    expect(names((await get({ status: "Closed" })).answer)).toEqual(["export", "old"]);
    expect(names((await get({ status: "In Progress" })).answer)).toEqual(["guide"]);
    expect(names((await get({ priority: "High" })).answer)).toEqual(["slow"]);
    expect(names((await get({ type: "Feature" })).answer)).toEqual(["export"]);
    const both = (await get({ status: "Closed", priority: "Medium" })).answer;
    expect(names(both)).toEqual(["old"]);
    expect(both.counts).toEqual({ total: 4, open: 1, inProgress: 1, resolved: 2 });
  });

  it("filters by age: today 0 days, week 7, month 30", async () => {
    expect(names((await get({ dateRange: "today" })).answer)).toEqual(["slow"]);
    expect(names((await get({ dateRange: "week" })).answer)).toEqual(["slow", "guide"]);
    expect(names((await get({ dateRange: "month" })).answer)).toEqual(["slow", "guide", "export"]);
  });

  it("pages: page 2 of size 3 holds the fourth item; a page past the end answers the last page", async () => {
    const second = (await get({ pageSize: "3", page: "2" })).answer;
    expect(names(second)).toEqual(["old"]);
    expect(second.pagination).toEqual({ page: 2, pageSize: 3, totalPages: 2, totalCount: 4 });
    // e.g. the last item of a status view's last page was just closed: not an empty "Page 9 of 2"
    const past = (await get({ pageSize: "3", page: "9" })).answer;
    expect(names(past)).toEqual(["old"]);
    expect(past.pagination).toEqual({ page: 2, pageSize: 3, totalPages: 2, totalCount: 4 });
  });

  it.each([
    [{ pageSize: "101" }, "The page size must be at most 100."],
    [{ pageSize: "0" }, "The page size must be at least 1."],
    [{ page: "-1" }, "The page must be a whole number."],
    [{ page: "2147483648" }, "The page must be a whole number."],
    [{ status: "Resolved" }, "The status must be all, Open, In Progress or Closed."],
    [{ dateRange: "year" }, "The date range must be all, today, week or month."],
    [{ search: "x".repeat(101) }, "The search must be 100 characters or fewer."],
  ])("refuses %p with 400 and a clear message", async (query, message) => {
    const { status, message: text } = await get(query);
    expect(status).toBe(400);
    expect(text).toContain(message);
  });
});

import {
  ageInDays,
  countFeedback,
  filterFeedback,
  hasActiveFilters,
  NO_FILTERS,
} from "@/components/feedback/filter-feedback";
import { formatFeedbackDate, formatFeedbackDateTime } from "@/components/feedback/format-feedback-date";
import type { FeedbackItem } from "@/lib/shared/schemas/feedback";

const NOW = new Date("2025-06-30T12:00:00Z");
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3600_000).toISOString();

function item(overrides: Partial<FeedbackItem>): FeedbackItem {
  return {
    id: 1,
    hrisId: null,
    userName: "Guest User",
    feedbackType: "Questions",
    title: "A title",
    description: "A description",
    priority: "Medium",
    location: "Dashboard",
    status: "Open",
    submittedAt: hoursAgo(1),
    updatedAt: hoursAgo(1),
    attachmentCount: 0,
    attachments: [],
    ...overrides,
  };
}

const items = [
  item({
    id: 1,
    title: "Login page is slow",
    status: "Open",
    priority: "High",
    feedbackType: "Improvement",
    submittedAt: hoursAgo(2),
  }),
  item({
    id: 2,
    description: "The SCORE guide is hidden",
    status: "In Progress",
    userName: "Bea Boss",
    hrisId: "E00042",
    submittedAt: hoursAgo(24 * 3),
  }),
  item({
    id: 3,
    title: "Export button",
    status: "Closed",
    priority: "Low",
    feedbackType: "Feature",
    userName: "hradmin",
    submittedAt: hoursAgo(24 * 8),
  }),
  item({ id: 4, title: "Old one", status: "Closed", submittedAt: hoursAgo(24 * 31) }),
];
const ids = (list: FeedbackItem[]) => list.map((i) => i.id);

describe("filterFeedback", () => {
  it("shows everything without filters", () => {
    expect(ids(filterFeedback(items, NO_FILTERS, NOW))).toEqual([1, 2, 3, 4]);
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
  });

  it.each([
    ["login", [1]],
    ["score GUIDE", [2]],
    ["bea", [2]],
    ["e00042", [2]],
    ["HRADMIN", [3]],
    ["  export ", [3]],
    ["nothing like this", []],
  ])("searches title, description, user name and HRIS ID case-insensitively: %p", (search, expected) => {
    expect(ids(filterFeedback(items, { ...NO_FILTERS, search }, NOW))).toEqual(expected);
  });

  it("filters by status, priority and type, together", () => {
    expect(ids(filterFeedback(items, { ...NO_FILTERS, status: "Closed" }, NOW))).toEqual([3, 4]);
    expect(ids(filterFeedback(items, { ...NO_FILTERS, status: "In Progress" }, NOW))).toEqual([2]);
    expect(ids(filterFeedback(items, { ...NO_FILTERS, priority: "High" }, NOW))).toEqual([1]);
    expect(ids(filterFeedback(items, { ...NO_FILTERS, type: "Feature" }, NOW))).toEqual([3]);
    expect(ids(filterFeedback(items, { ...NO_FILTERS, status: "Closed", priority: "Medium" }, NOW))).toEqual([
      4,
    ]);
  });

  it("filters by age: today 0 days, week 7, month 30", () => {
    expect(ids(filterFeedback(items, { ...NO_FILTERS, dateRange: "today" }, NOW))).toEqual([1]);
    expect(ids(filterFeedback(items, { ...NO_FILTERS, dateRange: "week" }, NOW))).toEqual([1, 2]);
    expect(ids(filterFeedback(items, { ...NO_FILTERS, dateRange: "month" }, NOW))).toEqual([1, 2, 3]);
    expect(ageInDays(hoursAgo(23.9), NOW)).toBe(0);
    expect(ageInDays(hoursAgo(24 * 7 + 23), NOW)).toBe(7);
    expect(ageInDays(hoursAgo(24 * 8), NOW)).toBe(8);
  });
});

describe("countFeedback", () => {
  it("counts the total, open, in progress, and closed as resolved", () => {
    expect(countFeedback(items)).toEqual({ total: 4, open: 1, inProgress: 1, resolved: 2 });
    expect(countFeedback([])).toEqual({ total: 0, open: 0, inProgress: 0, resolved: 0 });
  });
});

describe("feedback dates", () => {
  it("formats as MMM d, yyyy and MMM d, yyyy h:mm a in local time", () => {
    const local = new Date(2025, 0, 5, 0, 7).toISOString();
    expect(formatFeedbackDate(local)).toBe("Jan 5, 2025");
    expect(formatFeedbackDateTime(local)).toBe("Jan 5, 2025 12:07 AM");
    expect(formatFeedbackDateTime(new Date(2025, 11, 31, 13, 45).toISOString())).toBe("Dec 31, 2025 1:45 PM");
    expect(formatFeedbackDateTime(new Date(2025, 5, 1, 12, 0).toISOString())).toBe("Jun 1, 2025 12:00 PM");
  });
});

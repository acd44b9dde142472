import type { FeedbackPriority, FeedbackStatus, FeedbackType } from "@/lib/shared/feedback-labels";
import type { FeedbackItem } from "@/lib/shared/schemas/feedback";

// The dashboard filters over the fetched list (spec 1 §2, §5). The list carries no image bytes,
// so filtering a few thousand items in the browser is cheap.

export const DATE_RANGES = [
  { value: "all", label: "All Time", maxAgeDays: Infinity },
  { value: "today", label: "Today", maxAgeDays: 0 },
  { value: "week", label: "Last 7 Days", maxAgeDays: 7 },
  { value: "month", label: "Last 30 Days", maxAgeDays: 30 },
] as const;
export type DateRange = (typeof DATE_RANGES)[number]["value"];

export type FeedbackFilters = {
  search: string;
  status: "all" | FeedbackStatus;
  priority: "all" | FeedbackPriority;
  type: "all" | FeedbackType;
  dateRange: DateRange;
};

export const NO_FILTERS: FeedbackFilters = {
  search: "",
  status: "all",
  priority: "all",
  type: "all",
  dateRange: "all",
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days since submission (a day old only once 24 hours have passed). */
export function ageInDays(submittedAt: string, now: Date): number {
  return Math.floor((now.getTime() - new Date(submittedAt).getTime()) / DAY_MS);
}

export function hasActiveFilters(filters: FeedbackFilters) {
  return (
    filters.search.trim() !== "" ||
    filters.status !== "all" ||
    filters.priority !== "all" ||
    filters.type !== "all" ||
    filters.dateRange !== "all"
  );
}

export function filterFeedback(
  items: FeedbackItem[],
  filters: FeedbackFilters,
  now = new Date(),
): FeedbackItem[] {
  const needle = filters.search.trim().toLowerCase();
  const maxAge = DATE_RANGES.find((r) => r.value === filters.dateRange)?.maxAgeDays ?? Infinity;
  return items.filter((item) => {
    if (filters.status !== "all" && item.status !== filters.status) return false;
    if (filters.priority !== "all" && item.priority !== filters.priority) return false;
    if (filters.type !== "all" && item.feedbackType !== filters.type) return false;
    if (maxAge !== Infinity && ageInDays(item.submittedAt, now) > maxAge) return false;
    if (!needle) return true;
    return [item.title, item.description, item.userName, item.hrisId ?? ""].some((text) =>
      text.toLowerCase().includes(needle),
    );
  });
}

export type FeedbackCounts = { total: number; open: number; inProgress: number; resolved: number };

/** The four counters; Resolved counts items with status Closed. */
export function countFeedback(items: FeedbackItem[]): FeedbackCounts {
  const counts: FeedbackCounts = { total: items.length, open: 0, inProgress: 0, resolved: 0 };
  for (const item of items) {
    if (item.status === "Open") counts.open++;
    else if (item.status === "In Progress") counts.inProgress++;
    else counts.resolved++;
  }
  return counts;
}

import { formatDate, formatDateTime } from "@/lib/shared/format-date";
import {
  NO_FEEDBACK_FILTERS,
  feedbackListParams,
  feedbackListQuerySchema,
  hasActiveFeedbackFilters,
} from "@/lib/shared/schemas/feedback";

// The filters themselves run in SQL: tests/integration/feedback/feedback-list.test.ts.
describe("feedback list parameters", () => {
  it("sends only the filters that are set, trimmed, and the page after the first", () => {
    expect(feedbackListParams(NO_FEEDBACK_FILTERS, 1).toString()).toBe("");
    expect(hasActiveFeedbackFilters(NO_FEEDBACK_FILTERS)).toBe(false);
    const filters = { ...NO_FEEDBACK_FILTERS, search: "  score ", status: "In Progress" as const };
    expect(hasActiveFeedbackFilters(filters)).toBe(true);
    expect(hasActiveFeedbackFilters({ ...NO_FEEDBACK_FILTERS, search: "   " })).toBe(false);
    const params = feedbackListParams(filters, 3);
    expect(params.toString()).toBe("search=score&status=In+Progress&page=3");
    expect(feedbackListQuerySchema.parse(Object.fromEntries(params))).toEqual({
      ...filters,
      search: "score",
      page: 3,
      pageSize: 20,
    });
  });
});

describe("feedback dates", () => {
  it("formats as MMM d, yyyy and MMM d, yyyy h:mm a in local time", () => {
    const local = new Date(2025, 0, 5, 0, 7).toISOString();
    expect(formatDate(local)).toBe("Jan 5, 2025");
    expect(formatDateTime(local)).toBe("Jan 5, 2025 12:07 AM");
    expect(formatDateTime(new Date(2025, 11, 31, 13, 45).toISOString())).toBe("Dec 31, 2025 1:45 PM");
    expect(formatDateTime(new Date(2025, 5, 1, 12, 0).toISOString())).toBe("Jun 1, 2025 12:00 PM");
  });
});

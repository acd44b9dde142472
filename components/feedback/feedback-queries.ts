import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getJson } from "@/lib/client/api";
import {
  feedbackListParams,
  type FeedbackFilters,
  type FeedbackListAnswer,
} from "@/lib/shared/schemas/feedback";

// The HR feedback dashboard's read (docs/decisions/0008): one filtered page and the counters.
// Submitting or triaging feedback (feedback-mutations.ts) invalidates every feedback read. While
// the next page loads, the current one stays on screen.

/** The prefix of every feedback read. */
export const allFeedbackKey = ["feedback"] as const;

export const feedbackListQuery = (filters: FeedbackFilters, page: number) => {
  const params = feedbackListParams(filters, page).toString();
  return queryOptions({
    queryKey: [...allFeedbackKey, "list", params],
    queryFn: getJson<FeedbackListAnswer>(params ? `/api/feedback?${params}` : "/api/feedback"),
    placeholderData: keepPreviousData,
  });
};

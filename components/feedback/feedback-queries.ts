import { queryOptions } from "@tanstack/react-query";
import { getJson } from "@/lib/client/api";
import type { FeedbackItem } from "@/lib/shared/schemas/feedback";

// The HR feedback dashboard's read (docs/decisions/0008). Submitting or triaging feedback
// invalidates ["feedback"].

export const feedbackListQuery = () =>
  queryOptions({ queryKey: ["feedback"], queryFn: getJson<FeedbackItem[]>("/api/feedback") });

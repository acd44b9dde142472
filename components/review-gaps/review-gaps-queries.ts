import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getJson } from "@/lib/client/api";
import type { ReviewGapsDto, ReviewGapsQuery } from "@/lib/shared/schemas/review-gap";

// HR's review gaps (issue 34 §6): GET /api/hr/review-gaps, one page of groups.

/** The prefix of every page's key: a self-review HR submits for someone changes the gaps. */
export const reviewGapsKeys = { all: ["hr-review-gaps"] as const };

export const reviewGapsQuery = (groupBy: ReviewGapsQuery["groupBy"], page: number) =>
  queryOptions({
    queryKey: [...reviewGapsKeys.all, groupBy, page],
    queryFn: getJson<ReviewGapsDto>(`/api/hr/review-gaps?groupBy=${groupBy}&page=${page}`),
    placeholderData: keepPreviousData,
  });

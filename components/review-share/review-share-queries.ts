import { queryOptions } from "@tanstack/react-query";
import { getJson } from "@/lib/client/api";
import type { MyReviewAnswer, ShareStatusAnswer } from "@/lib/shared/schemas/review-share";

// The reads of sharing the review (issue 34 §7–8, docs/decisions/0087). A share or an
// acknowledgement invalidates everything under the prefix.

export const reviewShareKeys = {
  all: ["review-share"] as const,
  mine: () => [...reviewShareKeys.all, "mine"] as const,
  of: (hrisId: string) => [...reviewShareKeys.all, "employee", hrisId] as const,
};

export const myReviewQuery = () =>
  queryOptions({ queryKey: reviewShareKeys.mine(), queryFn: getJson<MyReviewAnswer>("/api/my-review") });

export const shareUrl = (hrisId: string) => `/api/review-share/${encodeURIComponent(hrisId)}`;

export const shareStatusQuery = (hrisId: string) =>
  queryOptions({
    queryKey: reviewShareKeys.of(hrisId),
    queryFn: getJson<ShareStatusAnswer>(shareUrl(hrisId)),
  });

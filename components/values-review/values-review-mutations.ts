"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/client/api";
import type { SavedValuesReviewDto, ValuesReviewBody } from "@/lib/shared/schemas/values-review";
import { allStatusesKey, employeeQuery } from "@/components/team/team-queries";
import { allComparedReviewsKey, reviewGapQuery, selfReviewStatusQuery } from "./values-review-queries";

// The values review's write (docs/decisions/0008): a draft or a submit. A save refetches spec 2's
// list: the self-review status, the gap, the compared reviews, the employee and every status.

export function useSaveValuesReview(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ValuesReviewBody) =>
      apiJson<SavedValuesReviewDto>("POST", "/api/manager-review/save", body),
    onSuccess: (_saved, body) => {
      for (const queryKey of [
        selfReviewStatusQuery(employeeId).queryKey,
        reviewGapQuery(body.employeeHrisId).queryKey,
        allComparedReviewsKey,
        employeeQuery(employeeId).queryKey,
        allStatusesKey,
      ])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}

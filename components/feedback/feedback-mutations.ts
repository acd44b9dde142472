"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/client/api";
import type { FeedbackStatus } from "@/lib/shared/feedback-labels";
import type { FeedbackItem, SubmitFeedbackBody } from "@/lib/shared/schemas/feedback";
import { allFeedbackKey } from "./feedback-queries";

// The feedback writes (docs/decisions/0008): each invalidates every feedback read (the cached
// list outlives the dashboard page).

function useFeedbackWrite<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: allFeedbackKey }),
  });
}

/** The Submit Feedback dialog's POST /api/feedback. */
export const useSubmitFeedback = () =>
  useFeedbackWrite((body: SubmitFeedbackBody) => apiJson("POST", "/api/feedback", body));

/** HR's triage: PATCH /api/feedback/{id}/status, answering the updated item. */
export const useSetFeedbackStatus = () =>
  useFeedbackWrite(({ id, status }: { id: number; status: FeedbackStatus }) =>
    apiJson<FeedbackItem>("PATCH", `/api/feedback/${id}/status`, { status }),
  );

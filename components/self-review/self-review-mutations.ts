"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/client/api";
import type { SelfReviewDto } from "@/lib/shared/schemas/self-review";
import { completionKeys } from "@/components/completion/completion-queries";
import { useCycleWrite } from "@/components/review-cycles/use-cycle-write";
import { reviewGapsKeys } from "@/components/review-gaps/review-gaps-queries";
import type { SelfReviewAnswers } from "./kept-draft";

// The self-review's writes (docs/decisions/0008). The form's page reads the self-review on the
// server, so no query of its own is refreshed; a submit or an excuse changes the completion counts
// (the self phase), a submit HR's review gaps, and an excuse the cycle's pages. Errors stay with
// the caller, which branches on their `code`. The save and the submit run even when the browser
// says it is offline (networkMode "always"): a paused save would hold the autosave's in-flight
// guard, where a failed one tells the person and keeps the answers for the next try.

/** The person's own routes (/api/my-self-review…) or HR's for someone on leave (/api/hr/self-review/…). */
export type SelfReviewEndpoints = { save: string; submit: string };

/** A draft: everything typed so far. A draft is counted nowhere, so nothing is refreshed. */
export function useSaveSelfReview(endpoints: SelfReviewEndpoints) {
  return useMutation({
    mutationFn: (answers: SelfReviewAnswers) => apiJson<SelfReviewDto>("PUT", endpoints.save, answers),
    networkMode: "always",
  });
}

/** Saves everything typed and submits: the self phase's counts and the review gaps change. */
export function useSubmitSelfReview(endpoints: SelfReviewEndpoints) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: SelfReviewAnswers) => apiJson<SelfReviewDto>("POST", endpoints.submit, answers),
    networkMode: "always",
    onSuccess: () => {
      for (const queryKey of [completionKeys.all, reviewGapsKeys.all])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}

const excusalsUrl = (cycleId: number) => `/api/hr/review-cycles/${cycleId}/phase-excusals`;

/**
 * HR's excuse from the cycle's self phase, with HR's reason: a cycle write (the cycles' reads are
 * refreshed, also after a refusal), and the person leaves the self phase's completion counts.
 */
export function useExcuseFromSelfPhase(cycleId: number, hrisId: string) {
  const write = useCycleWrite<{ hrisId: string; phase: "self"; reason: string }, { message: string }>([
    completionKeys.all,
  ]);
  return (reason: string) =>
    write.mutateAsync({ method: "POST", url: excusalsUrl(cycleId), body: { hrisId, phase: "self", reason } });
}

/** Takes the excuse back: the person counts in the self phase again. */
export function useTakeBackSelfPhaseExcuse(cycleId: number, hrisId: string) {
  const write = useCycleWrite([completionKeys.all]);
  return () =>
    write.mutateAsync({
      method: "DELETE",
      url: `${excusalsUrl(cycleId)}/${encodeURIComponent(hrisId)}/self`,
    });
}

"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/client/api";
import type { EvaluationBody, SavedEvaluationDto } from "@/lib/shared/schemas/behavioral";
import { allEmployeesKey, allStatusesKey } from "@/components/team/team-queries";
import { evaluationQuery } from "./scorecard-queries";

// The behavioral scorecard's writes (docs/decisions/0008): a draft, a first submit, or an edit of
// a submitted evaluation. A save refetches the evaluation, every status and every profile.

export type EvaluationSave = { kind: "draft" | "submit"; evaluationId: number | null; body: EvaluationBody };

const saveEvaluation = ({ kind, evaluationId, body }: EvaluationSave) =>
  kind === "draft"
    ? apiJson<SavedEvaluationDto>("POST", "/api/evaluation/draft", body)
    : evaluationId
      ? apiJson<SavedEvaluationDto>("PUT", `/api/evaluation/${evaluationId}`, body)
      : apiJson<SavedEvaluationDto>("POST", "/api/evaluation", body);

export function useSaveEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEvaluation,
    onSuccess: (saved) => {
      for (const queryKey of [evaluationQuery(saved.evaluationId).queryKey, allStatusesKey, allEmployeesKey])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}

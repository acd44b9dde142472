"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/client/api";
import { questionnaireQuery } from "@/components/questionnaire/questionnaire-queries";
import type { ManagerSelfAnswers } from "@/lib/shared/schemas/self-questionnaire";
import { selfQuestionnairePath } from "./self-questionnaire-model";

/** The manager's self-assessment submit (docs/decisions/0008); it refetches the questionnaire. */
export function useSubmitSelfQuestionnaire(hrisId: string) {
  const queryClient = useQueryClient();
  const path = selfQuestionnairePath(hrisId);
  return useMutation({
    mutationFn: (answers: ManagerSelfAnswers) => apiJson("POST", path, { ...answers, hrisId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: questionnaireQuery(path).queryKey }),
  });
}

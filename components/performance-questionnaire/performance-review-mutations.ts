"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/client/api";
import { questionnaireQuery } from "@/components/questionnaire/questionnaire-queries";
import { allEmployeesKey, allStatusesKey } from "@/components/team/team-queries";
import type {
  PerformanceQuestionnaireAnswers,
  SavedPerformanceQuestionnaireDto,
} from "@/lib/shared/schemas/performance-questionnaire";
import { questionnairePaths } from "./performance-review-paths";

// The performance questionnaire's write (docs/decisions/0008): a draft or a submit. A save
// refetches this questionnaire, every status and every profile, so they show the new state.

export type PerformanceReviewSave = {
  answers: PerformanceQuestionnaireAnswers;
  isDraft: boolean;
  /** The saved version the form holds (its updatedAt), null for a blank form. */
  basedOn: string | null;
};

export function useSavePerformanceReview(employeeHrisId: string, managerHrisId: string) {
  const queryClient = useQueryClient();
  const paths = questionnairePaths(employeeHrisId, managerHrisId);
  return useMutation({
    mutationFn: ({ answers, isDraft, basedOn }: PerformanceReviewSave) =>
      apiJson<SavedPerformanceQuestionnaireDto>("POST", isDraft ? paths.draft : paths.submit, {
        ...answers,
        employeeHrisId,
        managerHrisId,
        isDraft,
        basedOn,
      }),
    onSuccess: () => {
      for (const queryKey of [questionnaireQuery(paths.get).queryKey, allStatusesKey, allEmployeesKey])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}

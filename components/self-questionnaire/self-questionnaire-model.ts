import { methodFormValues } from "@/components/questionnaire/method-values";
import type {
  ManagerSelfQuestionnaireDto,
  ManagerSelfQuestionnaireInput,
} from "@/lib/shared/schemas/self-questionnaire";

export type SelfQuestionnaireValues = ManagerSelfQuestionnaireInput;

/** The form's values: empty for a new self-assessment, the stored answers once submitted. */
export function toSelfFormValues(saved: ManagerSelfQuestionnaireDto | null): SelfQuestionnaireValues {
  return {
    ...methodFormValues(saved),
    overallPerformance: saved?.overallPerformance ?? null,
    reviewFrequency: saved?.reviewFrequency ?? null,
    pqClarity: saved?.pqClarity ?? null,
    pqClarityOther: saved?.pqClarityOther ?? "",
    pqDataIssues: saved?.pqDataIssues ?? null,
    pqDataIssuesOther: saved?.pqDataIssuesOther ?? "",
    comments: saved?.comments ?? "",
  };
}

export const selfQuestionnairePath = (hrisId: string) =>
  `/api/manager-self-questionnaire/${encodeURIComponent(hrisId)}`;

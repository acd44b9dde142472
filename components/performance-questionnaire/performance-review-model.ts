import { methodFormValues } from "@/components/questionnaire/method-values";
import {
  performanceQuestionnaireDraftSchema,
  type PerformanceQuestionnaireDto,
  type PerformanceQuestionnaireInput,
} from "@/lib/shared/schemas/performance-questionnaire";

// The form's values for a loaded questionnaire (or a new one), and a fingerprint that says
// whether the form differs from what is saved: answers that would be sent as null (hidden PQ
// questions, detail texts of unticked options) do not count.

export type PerformanceReviewValues = PerformanceQuestionnaireInput;

export function toFormValues(saved: PerformanceQuestionnaireDto | null): PerformanceReviewValues {
  return {
    ...methodFormValues(saved),
    overallPerformance: saved?.overallPerformance ?? null,
    comments: saved?.comments ?? "",
    reviewFrequency: saved?.reviewFrequency ?? null,
    powerbiReporting: saved?.powerbiReporting ?? null,
    powerbiSourceData: saved?.powerbiSourceData ?? false,
    powerbiDataIntegration: saved?.powerbiDataIntegration ?? false,
    powerbiReportCalculation: saved?.powerbiReportCalculation ?? false,
    powerbiDontKnow: saved?.powerbiDontKnow ?? false,
    pqBonusClarity: saved?.pqBonusClarity ?? null,
    pqBonusClarityOther: saved?.pqBonusClarityOther ?? "",
    forecastedBonusAttainment: saved?.forecastedBonusAttainment ?? null,
    pqTargets: saved?.pqTargets ?? null,
  };
}

export function fingerprint(values: PerformanceReviewValues): string {
  const parsed = performanceQuestionnaireDraftSchema.safeParse(values);
  return JSON.stringify(parsed.success ? parsed.data : values);
}

/** The number field's value: empty is null; anything else is checked by the schema. */
export function forecastFromInput(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  return typeof value === "number" ? value : Number(value);
}

import { z } from "zod";
import type { AssessmentCycle } from "@/lib/shared/review-cycle-state";
import { basedOnField } from "@/lib/shared/schemas/based-on";
import {
  COMMENTS_MAX,
  DETAIL_MAX,
  METHOD_FIELDS,
  REVIEW_FREQUENCIES,
  isBlank,
  methodFieldsShape,
  optionalChoice,
  optionalText,
} from "./questionnaire-common";

// The performance questionnaire a manager fills in about an employee (spec 2 §2–§5, §7, §9): the
// one schema for the form (react-hook-form's resolver) and for the draft and final calls.
// Questions 4 to 8 belong to PQs: when PQs is not selected they are null whatever was sent, and
// the Power BI problem checkboxes (5B) are null unless Power BI reporting is 'No'.

/** Overall performance, '5' (best) to '1', with the spec's labels. */
export const OVERALL_PERFORMANCE_OPTIONS = [
  { value: "5", label: "Significantly Above Expectations" },
  { value: "4", label: "Above Expectations" },
  { value: "3", label: "Met Expectations" },
  { value: "2", label: "Room for Growth" },
  { value: "1", label: "Significantly Below Expectations" },
] as const;
const OVERALL_VALUES = ["5", "4", "3", "2", "1"] as const;
export type OverallPerformance = (typeof OVERALL_VALUES)[number];

export const POWERBI_ANSWERS = ["Yes", "No"] as const;
/** Question 5B, shown only when Power BI reporting is 'No'. */
export const POWERBI_PROBLEMS = [
  { field: "powerbiSourceData", label: "Source data" },
  { field: "powerbiDataIntegration", label: "Data integration" },
  { field: "powerbiReportCalculation", label: "Report calculation" },
  { field: "powerbiDontKnow", label: "I don't know" },
] as const;
export type PowerbiProblemField = (typeof POWERBI_PROBLEMS)[number]["field"];

export const PQ_BONUS_CLARITY_ANSWERS = ["Yes", "No", "Other"] as const;
export const PQ_TARGET_ANSWERS = ["Yes", "No", "Partially", "No PQ targets"] as const;

export const FORECAST_MIN = 0;
export const FORECAST_MAX = 200;
/** Decimals a forecast may have (the column is numeric(5,2)): 87.5 and 87.25, not 87.125. */
export const FORECAST_DECIMALS = 2;
const FORECAST_MESSAGE = `Forecasted bonus attainment must be a number from ${FORECAST_MIN} to ${FORECAST_MAX}, with at most ${FORECAST_DECIMALS} decimals.`;
const hasForecastDecimals = (value: number) => {
  const scaled = value * 10 ** FORECAST_DECIMALS;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

/** The questions' period (spec 2 §2: the manager form asks about Q1 and Q2 of 2025). */
export const REVIEW_PERIOD = "Q1 and Q2 of 2025";

/** Spec 2 §5 and §8. */
export const INCOMPLETE_FORM = {
  title: "Incomplete Form",
  description: "Please complete all required fields before submitting.",
} as const;
export const INCOMPLETE_FORM_MESSAGE = `${INCOMPLETE_FORM.title}: ${INCOMPLETE_FORM.description}`;
export const INVALID_PARAMETERS_MESSAGE = "Invalid performance review parameters.";

/** The fields of spec 2 §3, as the form holds them and the calls carry them. */
export const performanceQuestionnaireFieldsSchema = z.object({
  ...methodFieldsShape,
  overallPerformance: optionalChoice(OVERALL_VALUES, "Overall performance"),
  comments: optionalText(COMMENTS_MAX, "Comments"),
  reviewFrequency: optionalChoice(REVIEW_FREQUENCIES, "Review frequency"),
  powerbiReporting: optionalChoice(POWERBI_ANSWERS, "Power BI reporting"),
  powerbiSourceData: z.boolean().nullish(),
  powerbiDataIntegration: z.boolean().nullish(),
  powerbiReportCalculation: z.boolean().nullish(),
  powerbiDontKnow: z.boolean().nullish(),
  pqBonusClarity: optionalChoice(PQ_BONUS_CLARITY_ANSWERS, "PQ bonus clarity"),
  pqBonusClarityOther: optionalText(DETAIL_MAX, "The PQ bonus clarity detail"),
  forecastedBonusAttainment: z
    .number({ error: FORECAST_MESSAGE })
    .min(FORECAST_MIN, FORECAST_MESSAGE)
    .max(FORECAST_MAX, FORECAST_MESSAGE)
    .refine(hasForecastDecimals, FORECAST_MESSAGE)
    .nullish(),
  pqTargets: optionalChoice(PQ_TARGET_ANSWERS, "PQ targets"),
});
export type PerformanceQuestionnaireInput = z.input<typeof performanceQuestionnaireFieldsSchema>;
type ParsedFields = z.output<typeof performanceQuestionnaireFieldsSchema>;

/** What is stored: every field present, the conditional ones null where they were not asked. */
export type PerformanceQuestionnaireAnswers = {
  prioritiesCommitments: boolean;
  pqs: boolean;
  alternateMethod: boolean;
  alternateMethodDetail: string | null;
  newHireOnboarding: boolean;
  other: boolean;
  otherDetail: string | null;
  overallPerformance: OverallPerformance | null;
  comments: string | null;
  reviewFrequency: (typeof REVIEW_FREQUENCIES)[number] | null;
  powerbiReporting: (typeof POWERBI_ANSWERS)[number] | null;
  powerbiSourceData: boolean | null;
  powerbiDataIntegration: boolean | null;
  powerbiReportCalculation: boolean | null;
  powerbiDontKnow: boolean | null;
  pqBonusClarity: (typeof PQ_BONUS_CLARITY_ANSWERS)[number] | null;
  pqBonusClarityOther: string | null;
  forecastedBonusAttainment: number | null;
  pqTargets: (typeof PQ_TARGET_ANSWERS)[number] | null;
};

/**
 * Forces what was not asked to null: questions 4–8 without PQs, 5B unless Power BI is 'No',
 * and each detail text unless its option is chosen.
 */
export function normalizePerformanceAnswers(v: ParsedFields): PerformanceQuestionnaireAnswers {
  const pqs = v.pqs;
  const problemsAsked = pqs && v.powerbiReporting === "No";
  const problem = (value: boolean | null | undefined) => (problemsAsked ? value === true : null);
  const pqBonusClarity = pqs ? (v.pqBonusClarity ?? null) : null;
  return {
    prioritiesCommitments: v.prioritiesCommitments,
    pqs,
    alternateMethod: v.alternateMethod,
    alternateMethodDetail: v.alternateMethod ? v.alternateMethodDetail : null,
    newHireOnboarding: v.newHireOnboarding,
    other: v.other,
    otherDetail: v.other ? v.otherDetail : null,
    overallPerformance: v.overallPerformance ?? null,
    comments: v.comments,
    reviewFrequency: pqs ? (v.reviewFrequency ?? null) : null,
    powerbiReporting: pqs ? (v.powerbiReporting ?? null) : null,
    powerbiSourceData: problem(v.powerbiSourceData),
    powerbiDataIntegration: problem(v.powerbiDataIntegration),
    powerbiReportCalculation: problem(v.powerbiReportCalculation),
    powerbiDontKnow: problem(v.powerbiDontKnow),
    pqBonusClarity,
    pqBonusClarityOther: pqBonusClarity === "Other" ? v.pqBonusClarityOther : null,
    forecastedBonusAttainment: pqs ? (v.forecastedBonusAttainment ?? null) : null,
    pqTargets: pqs ? (v.pqTargets ?? null) : null,
  };
}

/** Field → message for each required answer that is missing on submit (spec 2 §5), in screen order. */
export function missingPerformanceAnswers(
  a: PerformanceQuestionnaireAnswers,
): { path: string; message: string }[] {
  const missing: { path: string; message: string }[] = [];
  if (!METHOD_FIELDS.some((field) => a[field]))
    missing.push({ path: "methods", message: "Select at least one method." });
  if (a.overallPerformance === null)
    missing.push({ path: "overallPerformance", message: "Select the overall performance." });
  if (isBlank(a.comments)) missing.push({ path: "comments", message: "Comments are required." });
  if (!a.pqs) return missing;
  if (a.reviewFrequency === null)
    missing.push({ path: "reviewFrequency", message: "Select how often PQs were reviewed." });
  if (a.powerbiReporting === null)
    missing.push({ path: "powerbiReporting", message: "Answer the Power BI reporting question." });
  if (a.pqBonusClarity === null)
    missing.push({ path: "pqBonusClarity", message: "Answer the PQ bonus clarity question." });
  if (a.forecastedBonusAttainment === null)
    missing.push({
      path: "forecastedBonusAttainment",
      message: "Enter the forecasted bonus attainment (0% if unknown).",
    });
  if (a.pqTargets === null) missing.push({ path: "pqTargets", message: "Answer the PQ targets question." });
  return missing;
}

/** A draft: any subset of answers, within the limits; what was not asked becomes null. */
export const performanceQuestionnaireDraftSchema =
  performanceQuestionnaireFieldsSchema.transform(normalizePerformanceAnswers);

/** A submission: the draft rules plus every required answer (spec 2 §5). */
export const performanceQuestionnaireSubmitSchema = performanceQuestionnaireDraftSchema.superRefine(
  (answers, ctx) => {
    for (const { path, message } of missingPerformanceAnswers(answers))
      ctx.addIssue({ code: "custom", path: [path], message });
  },
);

/** The calls' body (spec 2 §7): the answers, plus ids and isDraft that must agree with the address. */
export const performanceQuestionnaireBodySchema = performanceQuestionnaireFieldsSchema.extend({
  employeeHrisId: z.string().max(50).optional(),
  managerHrisId: z.string().max(50).optional(),
  isDraft: z.boolean().optional(),
  basedOn: basedOnField,
});
export type PerformanceQuestionnaireBody = z.output<typeof performanceQuestionnaireBodySchema>;

/** GET answer: the stored questionnaire, or null when there is none yet. */
export type PerformanceQuestionnaireDto = PerformanceQuestionnaireAnswers & {
  id: number;
  /** The review cycle it belongs to: a closed or archived one's questionnaire is read-only. */
  cycle: AssessmentCycle;
  employeeHrisId: string;
  managerHrisId: string;
  isDraft: boolean;
  updatedAt: string;
  submittedAt: string | null;
};

export type SavedPerformanceQuestionnaireDto = {
  id: number;
  isDraft: boolean;
  updatedAt: string;
  submittedAt: string | null;
};

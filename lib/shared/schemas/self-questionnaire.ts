import type { AssessmentCycle } from "@/lib/shared/review-cycle-state";
import { z } from "zod";
import {
  COMMENTS_MAX,
  DETAIL_MAX,
  REVIEW_FREQUENCIES,
  isBlank,
  methodFieldsShape,
  optionalChoice,
  optionalText,
} from "./questionnaire-common";

// The manager's self-questionnaire (spec 2 §2, §3, §5, §7, §8): six questions about their own
// performance, submitted once and then read-only. One schema for the form and the call.

export const SELF_OVERALL_PERFORMANCE = [
  "Significantly Above Expectations",
  "Above Expectations",
  "Met Expectations",
  "Below Expectations",
  "Significantly Below Expectations",
  "I did not have Performance Objectives or targets in 2025",
] as const;

export const PQ_CLARITY_YES = "Yes, I know where I am tracking YTD against my PQ bonus attainment";
// The spec shows the Yes answer's words only; the No answer mirrors it.
export const PQ_CLARITY_NO = "No, I do not know where I am tracking YTD against my PQ bonus attainment";
export const PQ_CLARITY_ANSWERS = [PQ_CLARITY_YES, PQ_CLARITY_NO, "Other"] as const;

export const PQ_DATA_ISSUES_ANSWERS = [
  "Yes, and I have logged them as an issue",
  "Yes, but I have not logged them as an issue",
  "No, there are no issues with my PQ data",
  "Other",
] as const;

/** The questions' year (spec 2 §2: 2024 for the self form). */
export const SELF_REVIEW_YEAR = "2024";

/** Spec 2 §5 and §8: each check's toast title and text, in the order they are checked. */
export const SELF_MESSAGES = {
  missingInformation: {
    title: "Missing Information",
    description: "Please answer all required questions before submitting.",
  },
  alternateMethodDetail: {
    title: "Missing Details",
    description: "Please provide details for the alternate method selected.",
  },
  otherDetail: { title: "Missing Details", description: "Please specify what other method you used." },
  pqClarityOther: {
    title: "Missing Details",
    description: "Please provide details for the PQ clarity question.",
  },
  pqDataIssuesOther: {
    title: "Missing Details",
    description: "Please provide details for the PQ data issues question.",
  },
  submitted: {
    title: "Assessment Submitted",
    description: "Your Performance Review has been submitted successfully.",
  },
  failed: {
    title: "Submission Failed",
    description: "There was an error submitting your assessment. Please try again.",
  },
} as const;
export type SelfCheck = Exclude<keyof typeof SELF_MESSAGES, "submitted" | "failed">;

/** Beside the field itself (the toast carries the spec's text). */
export const SELF_FIELD_MESSAGES: Record<SelfCheck, string> = {
  missingInformation: "Please answer this question.",
  alternateMethodDetail: "Please describe the alternate method.",
  otherDetail: "Please describe the other method.",
  pqClarityOther: "Please add the details of your answer.",
  pqDataIssuesOther: "Please add the details of your answer.",
};

/** The one-line form of a check's message, as the server answers it. */
export const selfCheckMessage = (check: SelfCheck) =>
  `${SELF_MESSAGES[check].title}: ${SELF_MESSAGES[check].description}`;

export const managerSelfQuestionnaireFieldsSchema = z.object({
  ...methodFieldsShape,
  overallPerformance: optionalChoice(SELF_OVERALL_PERFORMANCE, "Overall performance"),
  reviewFrequency: optionalChoice(REVIEW_FREQUENCIES, "Review frequency"),
  pqClarity: optionalChoice(PQ_CLARITY_ANSWERS, "PQ clarity"),
  pqClarityOther: optionalText(DETAIL_MAX, "The PQ clarity detail"),
  pqDataIssues: optionalChoice(PQ_DATA_ISSUES_ANSWERS, "PQ data issues"),
  pqDataIssuesOther: optionalText(DETAIL_MAX, "The PQ data issues detail"),
  comments: optionalText(COMMENTS_MAX, "Comments"),
});
export type ManagerSelfQuestionnaireInput = z.input<typeof managerSelfQuestionnaireFieldsSchema>;
type Parsed = z.output<typeof managerSelfQuestionnaireFieldsSchema>;

/** Which check fails for each field, in the spec's order (the first one is the toast). */
export function selfQuestionnaireIssues(v: Parsed): { path: string; check: SelfCheck }[] {
  const issues: { path: string; check: SelfCheck }[] = [];
  for (const path of ["overallPerformance", "reviewFrequency", "pqClarity", "pqDataIssues"] as const)
    if (!v[path]) issues.push({ path, check: "missingInformation" });
  if (v.alternateMethod && isBlank(v.alternateMethodDetail))
    issues.push({ path: "alternateMethodDetail", check: "alternateMethodDetail" });
  if (v.other && isBlank(v.otherDetail)) issues.push({ path: "otherDetail", check: "otherDetail" });
  if (v.pqClarity === "Other" && isBlank(v.pqClarityOther))
    issues.push({ path: "pqClarityOther", check: "pqClarityOther" });
  if (v.pqDataIssues === "Other" && isBlank(v.pqDataIssuesOther))
    issues.push({ path: "pqDataIssuesOther", check: "pqDataIssuesOther" });
  return issues;
}

/** A stored self-questionnaire: required answers set, detail texts only where their option is chosen. */
export type ManagerSelfAnswers = {
  prioritiesCommitments: boolean;
  pqs: boolean;
  alternateMethod: boolean;
  alternateMethodDetail: string | null;
  newHireOnboarding: boolean;
  other: boolean;
  otherDetail: string | null;
  overallPerformance: (typeof SELF_OVERALL_PERFORMANCE)[number];
  reviewFrequency: (typeof REVIEW_FREQUENCIES)[number];
  pqClarity: (typeof PQ_CLARITY_ANSWERS)[number];
  pqClarityOther: string | null;
  pqDataIssues: (typeof PQ_DATA_ISSUES_ANSWERS)[number];
  pqDataIssuesOther: string | null;
  comments: string | null;
};

/** The submission: every check of spec 2 §5, messages in the spec's words. */
export const managerSelfQuestionnaireSchema = managerSelfQuestionnaireFieldsSchema
  .superRefine((v, ctx) => {
    for (const { path, check } of selfQuestionnaireIssues(v))
      ctx.addIssue({ code: "custom", path: [path], message: SELF_FIELD_MESSAGES[check] });
  })
  .transform((v): ManagerSelfAnswers => ({
    ...v,
    alternateMethodDetail: v.alternateMethod ? v.alternateMethodDetail : null,
    otherDetail: v.other ? v.otherDetail : null,
    overallPerformance: v.overallPerformance!,
    reviewFrequency: v.reviewFrequency!,
    pqClarity: v.pqClarity!,
    pqClarityOther: v.pqClarity === "Other" ? v.pqClarityOther : null,
    pqDataIssues: v.pqDataIssues!,
    pqDataIssuesOther: v.pqDataIssues === "Other" ? v.pqDataIssuesOther : null,
  }));

/** The call's body (spec 2 §7): the form fields plus the manager's hrisId, which must match the address. */
export const managerSelfQuestionnaireBodySchema = managerSelfQuestionnaireFieldsSchema.extend({
  hrisId: z.string().max(50).optional(),
});

export type ManagerSelfQuestionnaireDto = ManagerSelfAnswers & {
  id: number;
  hrisId: string;
  submittedAt: string;
  /** The review cycle it was submitted in: a closed or archived one shows why it is read-only. */
  cycle: AssessmentCycle;
};

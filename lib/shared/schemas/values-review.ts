import { z } from "zod";
import type { AssessmentCycleStatus } from "@/lib/shared/review-cycle-state";
import { basedOnField } from "@/lib/shared/schemas/based-on";
import { SCORE_MAX, SCORE_MIN, validOverride, valuesAnswered, type ValueInput } from "@/lib/shared/scores";
import { MAX_DB_ID, employeeRef, hrisId, numericIdValue } from "@/lib/shared/schemas/params";

// Manager values assessment (spec 2 §3, §5, §7, §8): the one body of POST /api/manager-review/save
// (draft or final), the answers of the values calls, and the completeness rule that the screen and
// the server both apply on submit.

export const SUBCOMPONENTS_PER_VALUE = 3;
export const VALUES_NOTES_MAX = 2000;
export const VALUES_OVERALL_NOTES_MAX = 5000;
/** Spec 2 §9: at most 2 recognition examples per value on the screen; the rest are counted. */
export const RECOGNITIONS_SHOWN_PER_VALUE = 2;
/** The value whose card starts expanded (spec 2 §2). */
export const FIRST_EXPANDED_VALUE_ID = 2;

const SCORE_MESSAGE = `Each subcomponent score must be a whole number from ${SCORE_MIN} to ${SCORE_MAX}, or 0 when unset.`;
const OVERRIDE_MESSAGE = "An override score must be from 1.0 to 5.0 in steps of 0.1.";

const subScore = z
  .number({ error: SCORE_MESSAGE })
  .int(SCORE_MESSAGE)
  .refine((n) => n === 0 || (n >= SCORE_MIN && n <= SCORE_MAX), SCORE_MESSAGE);
const notes = (what: string) =>
  z.string().max(VALUES_NOTES_MAX, `${what} can be at most ${VALUES_NOTES_MAX} characters.`).nullish();

/** One value's scores (spec 2 §3 "Manager values review (saved)"): 0 means unset. */
export const valuesCategoryScoreSchema = z.object({
  // Ids are int4 columns: a larger number is the caller's mistake (400), not a database error.
  scCategoryId: numericIdValue("scCategoryId").nullish(),
  scDetailId: z
    .number({ error: "scDetailId must be a value id." })
    .int("scDetailId must be a whole number.")
    .positive("scDetailId must be positive.")
    .max(MAX_DB_ID, "scDetailId is too large."),
  subcomp1Score: subScore.default(0),
  subcomp2Score: subScore.default(0),
  subcomp3Score: subScore.default(0),
  // null unless the override is enabled; an enabled override out of range is refused, not guessed at.
  overrideScore: z
    .number({ error: OVERRIDE_MESSAGE })
    .refine((v) => validOverride(v) !== null, OVERRIDE_MESSAGE)
    .nullish(),
  categoryNotes: notes("Category notes"),
  valueNotes: notes("Value notes"),
  subcomp1Notes: notes("Subcomponent notes"),
  subcomp2Notes: notes("Subcomponent notes"),
  subcomp3Notes: notes("Subcomponent notes"),
});
export type ValuesCategoryScore = z.infer<typeof valuesCategoryScoreSchema>;

export const valuesReviewBodySchema = z.object({
  employeeHrisId: hrisId("employee HRIS id"),
  // Never trusted: the manager is the session's. Another manager's HRIS id is refused (403).
  managerHrisId: hrisId("manager HRIS id"),
  reviewCycle: z.string().trim().max(60, "The review cycle is too long.").optional(),
  isDraft: z.boolean({ error: "isDraft must be true or false." }),
  basedOn: basedOnField,
  overallNotes: z
    .string()
    .max(VALUES_OVERALL_NOTES_MAX, `Overall comments can be at most ${VALUES_OVERALL_NOTES_MAX} characters.`)
    .nullish(),
  categoryScores: z
    .array(valuesCategoryScoreSchema)
    .max(50, "At most 50 values.")
    .superRefine((items, ctx) => {
      const seen = new Set<number>();
      for (const item of items) {
        if (seen.has(item.scDetailId)) {
          ctx.addIssue({ code: "custom", message: `Value ${item.scDetailId} appears more than once.` });
          return;
        }
        seen.add(item.scDetailId);
      }
    }),
});
export type ValuesReviewBody = z.infer<typeof valuesReviewBodySchema>;

// ───────── Completeness (spec 2 §5) ─────────

export const subScoresOf = (
  c: Pick<ValuesCategoryScore, "subcomp1Score" | "subcomp2Score" | "subcomp3Score">,
) => [c.subcomp1Score ?? 0, c.subcomp2Score ?? 0, c.subcomp3Score ?? 0];

/** Items answered and items to answer: every value × 3 subcomponents, whatever the overrides. */
export function valuesProgress(valueCount: number, values: ValueInput[]) {
  return { answered: valuesAnswered(values), total: valueCount * SUBCOMPONENTS_PER_VALUE };
}

/** Spec 2 §5: the submit message while any item is unanswered, else null. */
export function incompleteAssessmentMessage(answered: number, total: number): string | null {
  if (answered >= total) return null;
  return `Incomplete Assessment: Please answer all ${total} questions before submitting. You have answered ${answered} out of ${total}.`;
}

// ───────── Answers ─────────

export type ValueSubcomponentDto = { position: number; subcomponentName: string; description: string };

/** GET /api/employee-values-review/{employeeId}: the values to review, in display order. */
export type EmployeeValuesReviewDto = {
  employeeId: number;
  employeeHrisId: string;
  employeeName: string;
  reviewCycle: string;
  /** The review cycle's status: a closed or archived cycle's review is read-only (issue 32 §8). */
  reviewCycleStatus: AssessmentCycleStatus | null;
  categoryScores: {
    scCategoryId: number | null;
    scDetailId: number;
    scDetail: string;
    description: string;
    subcomponents: ValueSubcomponentDto[];
  }[];
};

export type DetailScoresDto = {
  subcomp1Score: number;
  subcomp2Score: number;
  subcomp3Score: number;
  overrideScore: number | null;
  valueNotes: string | null;
  categoryNotes: string | null;
  subcomp1Notes: string | null;
  subcomp2Notes: string | null;
  subcomp3Notes: string | null;
};

export type ReviewSideDto = {
  isDraft: boolean;
  overallNotes: string | null;
  updatedAt: string;
  /** Values score (mean of value scores, overrides used); null when nothing is scored. */
  overallScore: number | null;
  categoryScores: { scCategoryId: number | null; scDetailId: number; detailScores: DetailScoresDto }[];
  /**
   * The employee's side only: submitted, but the cycle shows it to the manager later (issue 34 §4),
   * so its scores and notes are left out until then.
   */
  hiddenUntil?: "afterManagerSubmits" | "atSharing";
};

/** GET /api/manager-review/compare/{employeeHrisId}/{managerHrisId} */
export type ComparedReviewDto = {
  employeeReview: ReviewSideDto | null;
  managerReview: ReviewSideDto | null;
};

/** GET /api/adv-submissions/{employeeId}: one recognition example (spec 2 §3). */
export type RecognitionExampleDto = {
  id: number;
  scDetailId: number | null;
  coreValueSubmitted: string;
  componentSubmitted: string | null;
  recognitionText: string;
  employeeName: string;
  recognizer: string | null;
  dateSubmitted: string;
};

/** POST /api/manager-review/save */
export type SavedValuesReviewDto = {
  id: number;
  isDraft: boolean;
  updatedAt: string;
  overallScore: number | null;
  csvDownloadAvailable: boolean;
  csvDownloadUrl: string | null;
};

export type ReviewState = "None" | "In Progress" | "Complete";

/** GET /api/values-self-review-status/{employeeId} */
export type ValuesSelfReviewStatusDto = {
  employeeId: number;
  reviewCycle: string;
  /** The employee's own values self-review. */
  selfReview: ReviewState;
  selfReviewUpdatedAt: string | null;
  /** The signed-in manager's values review of the employee. */
  managerReview: ReviewState;
  valuesScore: number | null;
};

// ───────── Addresses ─────────

/** {employeeId}: the numeric id (an HRIS id is accepted too). */
export const valuesEmployeeParams = z.object({ employeeId: employeeRef() });
export const valuesCompareParams = z.object({
  employeeHrisId: hrisId("employee HRIS id"),
  managerHrisId: hrisId("manager HRIS id"),
});
export const valuesCsvParams = z.object({
  employeeId: employeeRef(),
  managerHrisId: hrisId("manager HRIS id"),
});

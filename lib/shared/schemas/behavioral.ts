import { z } from "zod";
import type { AssessmentCycle } from "@/lib/shared/review-cycle-state";
import { basedOnField } from "@/lib/shared/schemas/based-on";
import { numericId, numericIdValue } from "@/lib/shared/schemas/params";
import { SCORE_MAX, SCORE_MIN, validOverride } from "@/lib/shared/scores";

// Behavioral competency evaluation (spec 2 §3, §5, §7): the one request body for
// POST /api/evaluation, PUT /api/evaluation/{id} and POST /api/evaluation/draft, the answers'
// shapes, and the completeness rule that the screen and the server both apply on submit.

/** The scoring guide (spec 2 §9), shown at the top of the screen and on every score control. */
export const SCORING_GUIDE = [
  { value: 1, label: "Needs Improvement" },
  { value: 2, label: "Room for Growth" },
  { value: 3, label: "Meets Expectations" },
  { value: 4, label: "Exceeds Expectations" },
  { value: 5, label: "Outstanding" },
] as const;

export const NOTES_MAX = 2000;
export const OVERALL_COMMENTS_MAX = 5000;
export const MAX_SCORE_ITEMS = 500;

const SCORE_MESSAGE = `Each score must be a whole number from ${SCORE_MIN} to ${SCORE_MAX}.`;
const OVERRIDE_MESSAGE = "An override score must be from 1.0 to 5.0 in steps of 0.1.";

const id = numericIdValue;

/**
 * One score item. `score` is omitted for an item kept only for its notes (a draft, or notes
 * without a score): 0, null, decimals and strings are refused rather than guessed at.
 * The screen ignores an out-of-range override (spec 2 §5) by never sending it; the server
 * refuses one with 400 instead of silently dropping what a caller explicitly sent.
 */
export const scoreItemSchema = z.object({
  subcomponentId: id("subcomponentId"),
  scDetailId: id("scDetailId").optional(),
  score: z
    .number({ error: SCORE_MESSAGE })
    .int(SCORE_MESSAGE)
    .min(SCORE_MIN, SCORE_MESSAGE)
    .max(SCORE_MAX, SCORE_MESSAGE)
    .optional(),
  notes: z.string().max(NOTES_MAX, `Notes can be at most ${NOTES_MAX} characters.`).nullish(),
  competencyNotes: z
    .string()
    .max(NOTES_MAX, `Competency notes can be at most ${NOTES_MAX} characters.`)
    .nullish(),
  overrideScore: z
    .number({ error: OVERRIDE_MESSAGE })
    .refine((v) => validOverride(v) !== null, OVERRIDE_MESSAGE)
    .nullish(),
  // Carried by submitted items (spec 2 §3) for the reader's benefit; the server uses its own names.
  competencyName: z.string().max(200).optional(),
  subcomponentName: z.string().max(200).optional(),
  subcomponentDescription: z.string().max(2000).optional(),
});
export type ScoreItem = z.infer<typeof scoreItemSchema>;

export const evaluationBodySchema = z.object({
  employeeId: id("employeeId"),
  basedOn: basedOnField,
  // Never trusted: the manager is the session's. A different value is refused (403).
  managerId: z.union([z.number(), z.string().max(50)]).nullish(),
  overallComments: z
    .string()
    .max(OVERALL_COMMENTS_MAX, `Overall comments can be at most ${OVERALL_COMMENTS_MAX} characters.`)
    .nullish(),
  scores: z
    .array(scoreItemSchema)
    .max(MAX_SCORE_ITEMS, `At most ${MAX_SCORE_ITEMS} score items.`)
    .superRefine((items, ctx) => {
      const seen = new Set<number>();
      for (const item of items) {
        if (seen.has(item.subcomponentId)) {
          ctx.addIssue({
            code: "custom",
            message: `Subcomponent ${item.subcomponentId} appears more than once.`,
          });
          return;
        }
        seen.add(item.subcomponentId);
      }
    }),
});
export type EvaluationBody = z.infer<typeof evaluationBodySchema>;

export const evaluationParams = z.object({ evaluationId: numericId("evaluation id") });

// ───────── Answers ─────────

export type CompetencyDto = {
  id: number;
  name: string;
  description: string;
  scDetailId: number;
  subcomponents: { id: number; scDetail: string; description: string }[];
};

export type EvaluationScoreDto = {
  subcomponentId: number;
  scDetailId: number;
  /** 0 when the item was kept for its notes only. */
  score: number;
  notes: string | null;
  competencyNotes: string | null;
  overrideScore: number | null;
};

export type EvaluationDto = {
  id: number;
  /** The review cycle it belongs to: a closed or archived one's evaluation is read-only. */
  cycle: AssessmentCycle;
  employeeId: number;
  managerId: number;
  overallComments: string | null;
  isDraft: boolean;
  updatedAt: string;
  submittedAt: string | null;
  totalAverage: number | null;
  scores: EvaluationScoreDto[];
};

export type SavedEvaluationDto = {
  evaluationId: number;
  isDraft: boolean;
  updatedAt: string;
  totalAverage: number | null;
};

// ───────── Completeness (spec 2 §5) ─────────

export type CompetencyShape = { name: string; subcomponents: { id: number; name: string }[] };
export type CompetencyEntry = {
  /** Subcomponent id → score (0 or missing = not scored). */
  scores: Record<number, number | undefined>;
  overrideEnabled: boolean;
  /** The override when it is a valid value, else null. */
  overrideScore: number | null;
};

/**
 * Why an evaluation may not be submitted yet, in the spec's words, in screen order: every
 * subcomponent scored at least 1, and an override set wherever it is enabled. `entries[i]`
 * belongs to `competencies[i]`; a missing entry is "No data provided".
 */
export function completenessIssues(
  competencies: CompetencyShape[],
  entries: (CompetencyEntry | undefined)[],
): string[] {
  const issues: string[] = [];
  competencies.forEach((competency, index) => {
    const entry = entries[index];
    if (!entry) {
      issues.push(`Competency ${index + 1}: No data provided`);
      return;
    }
    for (const sub of competency.subcomponents) {
      if (!((entry.scores[sub.id] ?? 0) >= SCORE_MIN))
        issues.push(`${competency.name}: Score required for ${sub.name}`);
    }
    if (entry.overrideEnabled && entry.overrideScore === null) {
      issues.push(`${competency.name}: Override score must be selected when override is enabled`);
    }
  });
  return issues;
}

/** The toast lists the first 3 issues, then '...'. */
export function summarizeIssues(issues: string[]): { shown: string[]; hasMore: boolean } {
  return { shown: issues.slice(0, 3), hasMore: issues.length > 3 };
}

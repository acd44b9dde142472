import { z } from "zod";
import { SCORE_MAX, SCORE_MIN } from "@/lib/shared/scores";
import { hrisId } from "@/lib/shared/schemas/params";

// The employee's self-review (issue 34 §1–3): a score from 1 to 5 for each of the six values'
// three subcomponents, keyed by the subcomponent's id, and three reflections.

export const REFLECTION_MAX = 5000;

export const REFLECTIONS = [
  { key: "wentWell", label: "What went well" },
  { key: "toImprove", label: "What to improve" },
  { key: "goals", label: "Goals" },
] as const;
export type ReflectionKey = (typeof REFLECTIONS)[number]["key"];

const reflection = (label: string) =>
  z.string().max(REFLECTION_MAX, `${label} can be at most ${REFLECTION_MAX} characters.`).nullish();

const score = z
  .number({ message: `A score must be a whole number from ${SCORE_MIN} to ${SCORE_MAX}.` })
  .int(`A score must be a whole number from ${SCORE_MIN} to ${SCORE_MAX}.`)
  .min(SCORE_MIN, `A score must be a whole number from ${SCORE_MIN} to ${SCORE_MAX}.`)
  .max(SCORE_MAX, `A score must be a whole number from ${SCORE_MIN} to ${SCORE_MAX}.`);

/** PUT /api/my-self-review: a draft, any part of it (what is left out stays as saved). */
export const selfReviewDraftBody = z
  .object({
    scores: z
      .record(z.string().regex(/^[1-9]\d{0,8}$/, "A score is keyed by a value subcomponent's id."), score)
      .optional(),
    reflections: z
      .object({
        wentWell: reflection("What went well"),
        toImprove: reflection("What to improve"),
        goals: reflection("Goals"),
      })
      .strict()
      .optional(),
  })
  .strict();
export type SelfReviewDraftBody = z.infer<typeof selfReviewDraftBody>;

export type SelfReviewState = "notStarted" | "draft" | "submitted";

/** Where a self-review stands, from its row's `isDraft` (null: no row yet). */
export const selfReviewState = (isDraft: boolean | null): SelfReviewState =>
  isDraft === null ? "notStarted" : isDraft ? "draft" : "submitted";

export type SelfReviewValueDto = {
  valueId: number;
  name: string;
  description: string;
  subcomponents: { id: number; position: number; name: string; description: string }[];
};

/** One self-review as its author (or HR, or a manager allowed to) reads it. */
export type SelfReviewDto = {
  employeeHrisId: string;
  employeeName: string;
  cycleName: string;
  /** The self phase's due date for this person (ISO), null when it has none. */
  dueAt: string | null;
  timeZone: string;
  /** Whether a save is still accepted (the self phase is open for this person). */
  open: boolean;
  state: SelfReviewState;
  source: "import" | "product" | "hr" | null;
  submittedAt: string | null;
  /** "completed by HR on <date>": when HR filled it in for the person. */
  completedByHrAt: string | null;
  updatedAt: string | null;
  values: SelfReviewValueDto[];
  /** By subcomponent id; a subcomponent not yet scored is absent. */
  scores: Record<string, number>;
  reflections: Record<ReflectionKey, string>;
};

/** Where a person's self-review stands, for the home's card. */
export type SelfReviewTask = Pick<SelfReviewDto, "cycleName" | "timeZone" | "dueAt" | "open" | "state">;

/** The required items a submit found missing: the subcomponents without a score. */
export function missingScores(values: SelfReviewValueDto[], scores: Record<string, number>) {
  return values.flatMap((v) =>
    v.subcomponents
      .filter((s) => !(scores[String(s.id)] >= SCORE_MIN))
      .map((s) => ({ id: s.id, label: `${v.name}: ${s.name}` })),
  );
}

/** GET /api/self-review/{hrisId}, and HR's writes for someone. */
export const selfReviewParams = z.object({ hrisId: hrisId() });

import "server-only";
import { badRequest } from "@/lib/server/errors";
import { roundScore, validOverride, valuesOverall, type ValueInput } from "@/lib/shared/scores";
import {
  incompleteAssessmentMessage,
  subScoresOf,
  valuesProgress,
  type ValuesCategoryScore,
} from "@/lib/shared/schemas/values-review";

// Turns a validated save body into the rows to store, with the values score recomputed here from
// the subcomponent scores and overrides (the client's numbers are never taken). Pure.

export type ValuesCategoryRow = {
  valueId: number;
  scCategoryId: number | null;
  subcomp1Score: number;
  subcomp2Score: number;
  subcomp3Score: number;
  overrideScore: number | null;
  categoryNotes: string | null;
  valueNotes: string | null;
  subcomp1Notes: string | null;
  subcomp2Notes: string | null;
  subcomp3Notes: string | null;
};

export type ComputedValuesReview = {
  rows: ValuesCategoryRow[];
  overallScore: number | null;
  /** The spec's 'Incomplete Assessment' message when not every item is answered, else null. */
  incomplete: string | null;
};

const textOrNull = (value: string | null | undefined) => (value && value.trim() ? value : null);

export function computeValuesReview(valueIds: number[], items: ValuesCategoryScore[]): ComputedValuesReview {
  const known = new Set(valueIds);
  for (const item of items) {
    if (!known.has(item.scDetailId))
      throw badRequest(`Value ${item.scDetailId} is not one of the company values.`);
  }
  const byValue = new Map(items.map((i) => [i.scDetailId, i]));
  const rows = items.map((i): ValuesCategoryRow => ({
    valueId: i.scDetailId,
    scCategoryId: i.scCategoryId ?? null,
    subcomp1Score: i.subcomp1Score ?? 0,
    subcomp2Score: i.subcomp2Score ?? 0,
    subcomp3Score: i.subcomp3Score ?? 0,
    overrideScore: validOverride(i.overrideScore),
    categoryNotes: textOrNull(i.categoryNotes),
    valueNotes: textOrNull(i.valueNotes),
    subcomp1Notes: textOrNull(i.subcomp1Notes),
    subcomp2Notes: textOrNull(i.subcomp2Notes),
    subcomp3Notes: textOrNull(i.subcomp3Notes),
  }));
  const inputs: ValueInput[] = valueIds.map((id) => {
    const item = byValue.get(id);
    return item
      ? { subScores: subScoresOf(item), overrideScore: validOverride(item.overrideScore) }
      : { subScores: [0, 0, 0] };
  });
  const overall = valuesOverall(inputs);
  const { answered, total } = valuesProgress(valueIds.length, inputs);
  return {
    rows,
    overallScore: overall === null ? null : roundScore(overall),
    incomplete: incompleteAssessmentMessage(answered, total),
  };
}

import type { ValueInput } from "@/lib/shared/scores";
import type {
  EmployeeValuesReviewDto,
  ReviewSideDto,
  ValuesCategoryScore,
  ValuesReviewBody,
} from "@/lib/shared/schemas/values-review";
import { effectiveOverride, overrideText, type OverrideValues } from "@/components/assessment/override-value";

// The values form's values and the pure translations around them: from the loaded review, to
// the score arithmetic, to the save body. Value keys are prefixed ("v2") because react-hook-form
// reads numeric path segments as array indexes.

export type SubValues = { score: number; notes: string };
export type ValueFormValues = OverrideValues & {
  subs: [SubValues, SubValues, SubValues];
  valueNotes: string;
  categoryNotes: string;
};
export type ValuesFormValues = { overallNotes: string; values: Record<string, ValueFormValues> };
export type ValueShape = EmployeeValuesReviewDto["categoryScores"][number];

export const valueKey = (id: number) => `v${id}`;

const emptyValue = (): ValueFormValues => ({
  subs: [
    { score: 0, notes: "" },
    { score: 0, notes: "" },
    { score: 0, notes: "" },
  ],
  valueNotes: "",
  categoryNotes: "",
  overrideEnabled: false,
  overrideScore: "",
});

/** The form for these values, filled from the manager's saved review when there is one. */
export function buildValuesFormValues(values: ValueShape[], saved: ReviewSideDto | null): ValuesFormValues {
  const byId = new Map((saved?.categoryScores ?? []).map((c) => [c.scDetailId, c.detailScores]));
  const form: ValuesFormValues = { overallNotes: saved?.overallNotes ?? "", values: {} };
  for (const v of values) {
    const d = byId.get(v.scDetailId);
    form.values[valueKey(v.scDetailId)] = d
      ? {
          subs: [
            { score: d.subcomp1Score, notes: d.subcomp1Notes ?? "" },
            { score: d.subcomp2Score, notes: d.subcomp2Notes ?? "" },
            { score: d.subcomp3Score, notes: d.subcomp3Notes ?? "" },
          ],
          valueNotes: d.valueNotes ?? "",
          categoryNotes: d.categoryNotes ?? "",
          overrideEnabled: d.overrideScore !== null,
          overrideScore: overrideText(d.overrideScore),
        }
      : emptyValue();
  }
  return form;
}

const formValue = (form: ValuesFormValues, id: number) => form.values[valueKey(id)] ?? emptyValue();

export function toValueInput(form: ValuesFormValues, id: number): ValueInput {
  const v = formValue(form, id);
  return { subScores: v.subs.map((s) => s.score), overrideScore: effectiveOverride(v) };
}

/** The save body (spec 2 §3): 0 for unset scores, the override only when enabled and valid. */
export function buildValuesBody(
  values: ValueShape[],
  form: ValuesFormValues,
  ids: { employeeHrisId: string; managerHrisId: string; reviewCycle: string },
  isDraft: boolean,
): ValuesReviewBody {
  const categoryScores: ValuesCategoryScore[] = values.map((shape) => {
    const v = formValue(form, shape.scDetailId);
    return {
      scCategoryId: shape.scCategoryId,
      scDetailId: shape.scDetailId,
      subcomp1Score: v.subs[0].score,
      subcomp2Score: v.subs[1].score,
      subcomp3Score: v.subs[2].score,
      overrideScore: effectiveOverride(v),
      categoryNotes: v.categoryNotes,
      valueNotes: v.valueNotes,
      subcomp1Notes: v.subs[0].notes,
      subcomp2Notes: v.subs[1].notes,
      subcomp3Notes: v.subs[2].notes,
    };
  });
  return { ...ids, isDraft, overallNotes: form.overallNotes, categoryScores };
}

/** What would be saved, as a string: "unsaved" means it differs from the last loaded or saved one. */
export function valuesFingerprint(values: ValueShape[], form: ValuesFormValues): string {
  return JSON.stringify(
    buildValuesBody(values, form, { employeeHrisId: "", managerHrisId: "", reviewCycle: "" }, true),
  );
}

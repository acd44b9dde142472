"use client";
import { useMemo, useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { OverallComments } from "@/components/assessment/overall-comments";
import { AssessmentActionBar } from "@/components/assessment/assessment-action-bar";
import { ClosedCycleBanner } from "@/components/assessment/closed-cycle-banner";
import { isCycleReadOnly, readOnlyForm } from "@/lib/shared/review-cycle-state";
import { ScoringGuide } from "@/components/assessment/scoring-guide";
import { useSavedAnswers } from "@/components/assessment/use-saved-answers";
import { valueAverage, valuesOverall } from "@/lib/shared/scores";
import { findValueByName } from "@/lib/shared/value-names";
import {
  FIRST_EXPANDED_VALUE_ID,
  VALUES_OVERALL_NOTES_MAX,
  incompleteAssessmentMessage,
  valuesProgress,
  type ComparedReviewDto,
  type EmployeeValuesReviewDto,
  type RecognitionExampleDto,
  type ReviewState,
} from "@/lib/shared/schemas/values-review";
import { ReviewGapSection } from "./review-gap-section";
import { ValueCard } from "./value-card";
import { ValuesReviewHeader } from "./values-review-header";
import {
  buildValuesFormValues,
  toValueInput,
  valuesFingerprint,
  type ValuesFormValues,
} from "./values-form-model";
import { useValuesReviewActions } from "./use-values-review-actions";
import type { ValuesReviewIds } from "./use-values-review-data";
import { useOpenSet } from "@/hooks/use-open-set";

type Props = {
  ids: ValuesReviewIds;
  review: EmployeeValuesReviewDto;
  compared: ComparedReviewDto;
  recognitions: RecognitionExampleDto[];
};

type Saved = { updatedAt: string | null; state: ReviewState };

/** Recognition examples of each value: by value id, or by the value's name when the id is missing. */
function groupRecognitions(review: EmployeeValuesReviewDto, recognitions: RecognitionExampleDto[]) {
  const values = review.categoryScores.map((v) => ({ id: v.scDetailId, name: v.scDetail }));
  const groups = new Map<number, RecognitionExampleDto[]>();
  for (const r of recognitions) {
    const valueId = r.scDetailId ?? findValueByName(values, r.coreValueSubmitted)?.id;
    if (valueId !== undefined) groups.set(valueId, [...(groups.get(valueId) ?? []), r]);
  }
  return groups;
}

/** The values assessment form (spec 2 §2): mounted once the review, both sides and the examples are loaded. */
export function ValuesReviewForm({ ids, review, compared, recognitions }: Props) {
  const values = review.categoryScores;
  const defaults = useMemo(() => buildValuesFormValues(values, compared.managerReview), [values, compared]);
  // A closed or archived cycle's review is shown as it was saved, with no way to change it.
  const closedCycle = review.reviewCycleStatus
    ? { name: review.reviewCycle, status: review.reviewCycleStatus }
    : null;
  const readOnly = isCycleReadOnly(closedCycle);
  const form = useForm<ValuesFormValues>({ defaultValues: defaults, ...readOnlyForm(readOnly) });
  const [saved, setSaved] = useState<Saved>(() => ({
    updatedAt: compared.managerReview?.updatedAt ?? null,
    state: !compared.managerReview ? "None" : compared.managerReview.isDraft ? "In Progress" : "Complete",
  }));
  const { open: expanded, toggle } = useOpenSet(() => [FIRST_EXPANDED_VALUE_ID]);
  const examples = useMemo(() => groupRecognitions(review, recognitions), [review, recognitions]);

  // Always the full shape: every field has a default value.
  const current = useWatch({ control: form.control }) as ValuesFormValues;
  const inputs = values.map((v) => toValueInput(current, v.scDetailId));
  const { answered, total } = valuesProgress(values.length, inputs);
  const { isDirty, markSaved } = useSavedAnswers(valuesFingerprint(values, current), () =>
    valuesFingerprint(values, defaults),
  );

  const selfReview = compared.employeeReview;
  const selfScores = new Map((selfReview?.categoryScores ?? []).map((c) => [c.scDetailId, c.detailScores]));

  const { pending, saveDraft, submit } = useValuesReviewActions({
    ids,
    reviewCycle: review.reviewCycle,
    values,
    getValues: () => form.getValues(),
    basedOn: saved.updatedAt,
    onSaved: (result, sent) => {
      markSaved(sent);
      setSaved({ updatedAt: result.updatedAt, state: result.isDraft ? "In Progress" : "Complete" });
    },
    onAlreadySubmitted: () => setSaved((s) => ({ ...s, state: "Complete" })),
  });
  // As the performance questionnaire after its submit: a submitted review is changed by submitting
  // again, never taken back to a draft (it would stop counting as complete).
  const isSubmitted = saved.state === "Complete";

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => e.preventDefault()} className="space-y-6">
        <ValuesReviewHeader
          employeeId={ids.employeeId}
          employeeName={review.employeeName}
          reviewCycle={review.reviewCycle}
          average={valuesOverall(inputs)}
          answered={answered}
          total={total}
          state={saved.state}
        />
        {readOnly && closedCycle && <ClosedCycleBanner cycle={closedCycle} />}
        <ScoringGuide />
        <div className="space-y-4">
          {values.map((v, i) => (
            <ValueCard
              key={v.scDetailId}
              value={v}
              open={expanded.has(v.scDetailId)}
              onToggle={() => toggle(v.scDetailId)}
              average={valueAverage(inputs[i])}
              scored={inputs[i].subScores.filter((s) => s > 0).length}
              selfReview={
                selfReview
                  ? {
                      isDraft: selfReview.isDraft,
                      hiddenUntil: selfReview.hiddenUntil,
                      scores: selfScores.get(v.scDetailId) ?? null,
                    }
                  : null
              }
              recognitions={examples.get(v.scDetailId) ?? []}
            />
          ))}
        </div>
        <ReviewGapSection employeeHrisId={ids.employeeHrisId} />
        <OverallComments field={form.register("overallNotes")} maxLength={VALUES_OVERALL_NOTES_MAX} />
        {!readOnly && (
          <AssessmentActionBar
            draftLabel="Save as Draft"
            submitLabel="Submit Review"
            submitBlockedReason={incompleteAssessmentMessage(answered, total)}
            pending={pending}
            isDirty={isDirty}
            lastSaved={saved.updatedAt}
            onSaveDraft={isSubmitted ? undefined : saveDraft}
            onSubmit={submit}
            note={isSubmitted ? "Submitted: changes are saved with Submit Review." : undefined}
          />
        )}
      </form>
    </FormProvider>
  );
}

"use client";
import { useId, useMemo, useRef, useState } from "react";
import { FormProvider, useForm, useWatch, type FieldErrors } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { AssessmentActionBar } from "@/components/assessment/assessment-action-bar";
import { ChoiceOptions } from "@/components/questionnaire/choice-options";
import { CompletedBanner } from "@/components/questionnaire/completed-banner";
import { CommentsQuestion } from "@/components/questionnaire/comments-question";
import { MethodCheckboxes } from "@/components/questionnaire/method-checkboxes";
import { Question } from "@/components/questionnaire/question";
import { RequiredNote } from "@/components/shell/required";
import { ClosedCycleBanner } from "@/components/assessment/closed-cycle-banner";
import { isCycleReadOnly, readOnlyForm } from "@/lib/shared/review-cycle-state";
import { METHOD_FIELDS } from "@/lib/shared/schemas/questionnaire-common";
import { useSavedAnswers } from "@/components/assessment/use-saved-answers";
import {
  OVERALL_PERFORMANCE_OPTIONS,
  REVIEW_PERIOD,
  missingPerformanceAnswers,
  performanceQuestionnaireDraftSchema,
  performanceQuestionnaireSubmitSchema,
  type PerformanceQuestionnaireAnswers,
  type PerformanceQuestionnaireDto,
  type SavedPerformanceQuestionnaireDto,
} from "@/lib/shared/schemas/performance-questionnaire";
import { PerformanceReviewHeader, type ReviewEmployee } from "./performance-review-header";
import { fingerprint, toFormValues, type PerformanceReviewValues } from "./performance-review-model";
import { PqQuestions } from "./pq-questions";
import { usePerformanceReviewActions } from "./use-performance-review-actions";

type Props = {
  employee: ReviewEmployee;
  managerHrisId: string;
  questionnaire: PerformanceQuestionnaireDto | null;
};

type SavedState = {
  exists: boolean;
  isDraft: boolean;
  updatedAt: string | null;
  submittedAt: string | null;
};

const OVERALL_OPTIONS = OVERALL_PERFORMANCE_OPTIONS.map((o) => ({
  value: o.value,
  label: `${o.value} ${o.label}`,
}));

/**
 * The performance questionnaire (spec 2 §2–§5): one react-hook-form whose resolver is the shared
 * draft schema when saving a draft and the submit schema when submitting, so the form, the draft
 * call and the final call apply the same rules.
 */
export function PerformanceReviewForm({ employee, managerHrisId, questionnaire }: Props) {
  const id = useId();
  const defaults = useMemo(() => toFormValues(questionnaire), [questionnaire]);
  const mode = useRef<"draft" | "submit">("draft");
  // The answers a save carries, fixed when it is asked for: what is typed while the call is out
  // stays unsaved (and guarded), instead of being marked saved when the answer arrives.
  const sent = useRef("");
  // A closed or archived cycle's review is shown as it was saved, with no way to change it.
  const readOnly = isCycleReadOnly(questionnaire?.cycle);
  const form = useForm<PerformanceReviewValues, unknown, PerformanceQuestionnaireAnswers>({
    defaultValues: defaults,
    ...readOnlyForm(readOnly),
    resolver: (values, context, options) =>
      zodResolver(
        mode.current === "submit"
          ? performanceQuestionnaireSubmitSchema
          : performanceQuestionnaireDraftSchema,
      )(values, context, options),
    // The first problem in the order of the questions gets the focus (focusFirstProblem): the
    // methods message is about a group, not a field, which the form's own choice would skip.
    shouldFocusError: false,
  });
  const [saved, setSaved] = useState<SavedState>(() => ({
    exists: questionnaire !== null,
    isDraft: questionnaire?.isDraft ?? true,
    updatedAt: questionnaire?.updatedAt ?? null,
    submittedAt: questionnaire?.submittedAt ?? null,
  }));

  const values = useWatch({ control: form.control }) as PerformanceReviewValues;
  const { isDirty, markSaved } = useSavedAnswers(fingerprint(values), () => fingerprint(defaults));

  const actions = usePerformanceReviewActions({
    employee,
    managerHrisId,
    basedOn: saved.updatedAt,
    onSaved: (result: SavedPerformanceQuestionnaireDto) => {
      markSaved(sent.current);
      setSaved({
        exists: true,
        isDraft: result.isDraft,
        updatedAt: result.updatedAt,
        submittedAt: result.submittedAt,
      });
    },
  });

  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const errorOf = (name: string) => errors[name]?.message;
  // "methods" names the group of checkboxes, not a field, so a change of one checkbox never
  // validates it again: its message shows while no method is chosen.
  const methodsError = METHOD_FIELDS.some((field) => values[field]) ? undefined : errorOf("methods");
  const firstProblem = (found: FieldErrors<PerformanceReviewValues>) =>
    Object.values(found as Record<string, { message?: string }>).find((e) => e?.message)?.message;

  const focusFirstProblem = (found: FieldErrors<PerformanceReviewValues>) => {
    const has = (name: string) => !!(found as Record<string, unknown>)[name];
    const first = has("methods")
      ? METHOD_FIELDS[0]
      : (Object.keys(form.getValues()) as (keyof PerformanceReviewValues)[]).find(has);
    if (first) form.setFocus(first);
  };

  const onSaveDraft = () => {
    mode.current = "draft";
    sent.current = fingerprint(form.getValues());
    void form.handleSubmit(actions.saveDraft, (found) => {
      actions.refuseDraft(firstProblem(found));
      focusFirstProblem(found);
    })();
  };
  const onSubmit = () => {
    mode.current = "submit";
    sent.current = fingerprint(form.getValues());
    void form.handleSubmit(actions.submit, (found) => {
      const draft = performanceQuestionnaireDraftSchema.safeParse(form.getValues());
      const missing = draft.success && missingPerformanceAnswers(draft.data).length > 0;
      actions.refuseSubmit(missing, firstProblem(found));
      focusFirstProblem(found);
    })();
  };

  const isSubmitted = saved.submittedAt !== null;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => e.preventDefault()} className="space-y-6">
        <PerformanceReviewHeader employee={employee} isDraft={saved.exists && !isSubmitted} />
        {readOnly && <ClosedCycleBanner cycle={questionnaire!.cycle} />}
        {isSubmitted && !readOnly && (
          <CompletedBanner title="Review Completed" submittedAt={saved.submittedAt!}>
            <p className="text-muted-foreground">
              You can still change this review: edit the answers and choose Update Review.
            </p>
          </CompletedBanner>
        )}
        {!readOnly && <RequiredNote />}
        <Question
          id={`${id}-methods`}
          required
          number="1."
          text={`How did you measure ${employee.name}'s performance in ${REVIEW_PERIOD}? Select all that apply.`}
          error={methodsError}
        >
          <MethodCheckboxes errorOf={errorOf} />
        </Question>
        <Question
          id={`${id}-overall`}
          required
          number="2."
          role="radiogroup"
          text={`Overall, how did ${employee.name} perform in ${REVIEW_PERIOD}?`}
          error={errorOf("overallPerformance")}
        >
          <ChoiceOptions name="overallPerformance" options={OVERALL_OPTIONS} />
        </Question>
        <CommentsQuestion
          id={`${id}-comments`}
          required
          number="3."
          text={`Comments on ${employee.name}'s performance in ${REVIEW_PERIOD}`}
          error={errorOf("comments")}
        />
        {values.pqs && <PqQuestions employeeName={employee.name} errorOf={errorOf} />}
        {!readOnly && (
          <AssessmentActionBar
            pending={actions.pending}
            isDirty={isDirty}
            lastSaved={saved.updatedAt}
            onSaveDraft={isSubmitted ? undefined : onSaveDraft}
            onSubmit={onSubmit}
            draftLabel="Save Draft"
            submitLabel={isSubmitted ? "Update Review" : "Submit Review"}
          />
        )}
      </form>
    </FormProvider>
  );
}

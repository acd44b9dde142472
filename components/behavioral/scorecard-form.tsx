"use client";
import { useMemo, useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { OverallComments } from "@/components/assessment/overall-comments";
import { behavioralProgress, behavioralTotal, competencyAverage } from "@/lib/shared/scores";
import {
  OVERALL_COMMENTS_MAX,
  type CompetencyDto,
  type EvaluationDto,
  type SavedEvaluationDto,
} from "@/lib/shared/schemas/behavioral";
import { CompetencyCard } from "./competency-card";
import { AssessmentActionBar } from "@/components/assessment/assessment-action-bar";
import { ClosedCycleBanner } from "@/components/assessment/closed-cycle-banner";
import { isCycleReadOnly, readOnlyForm } from "@/lib/shared/review-cycle-state";
import {
  buildFormValues,
  fingerprint,
  toCompetencyInput,
  type ScorecardValues,
} from "./scorecard-form-model";
import { findMissing, missingCount } from "./missing-scores";
import { firstInvalidControl, useFocusAfterRender } from "@/components/shell/use-focus-after-render";
import { ScorecardHeader, type ScorecardEmployee } from "./scorecard-header";
import { ScorecardSummary } from "./scorecard-summary";
import { ScoringGuide } from "@/components/assessment/scoring-guide";
import { useScorecardActions } from "./use-scorecard-actions";
import { replaceAddressKeepingGuard } from "@/components/assessment/use-unsaved-changes-guard";
import { useSavedAnswers } from "@/components/assessment/use-saved-answers";
import { useOpenSet } from "@/hooks/use-open-set";
import { formSnapshot } from "@/lib/client/form-snapshot";

export type ScorecardManager = { id: number | null; hrisId: string | null };

type Props = {
  employee: ScorecardEmployee;
  manager: ScorecardManager;
  competencies: CompetencyDto[];
  evaluation: EvaluationDto | null;
};

type SavedState = {
  evaluationId: number | null;
  isSubmitted: boolean;
  updatedAt: string | null;
};

/** The behavioral evaluation form (spec 2 §2): mounted once the competencies (and evaluation) are loaded. */
export function ScorecardForm({ employee, manager, competencies, evaluation }: Props) {
  const defaults = useMemo(() => buildFormValues(competencies, evaluation), [competencies, evaluation]);
  // A closed or archived cycle's evaluation is shown as it was saved, with no way to change it.
  const readOnly = isCycleReadOnly(evaluation?.cycle);
  const form = useForm<ScorecardValues>({ defaultValues: defaults, ...readOnlyForm(readOnly) });
  const [saved, setSaved] = useState<SavedState>(() => ({
    evaluationId: evaluation?.id ?? null,
    isSubmitted: evaluation ? !evaluation.isDraft : false,
    updatedAt: evaluation?.updatedAt ?? null,
  }));
  const { open: expanded, toggle, openAll } = useOpenSet(() => competencies.slice(0, 1).map((c) => c.id));
  // Set by the first refused submit; each item's error then lasts until it is scored.
  const [showMissing, setShowMissing] = useState(false);
  // After a refused submit, the first missing item, once the render has marked it and opened its card.
  const { container: formRef, focusAfterRender } = useFocusAfterRender<HTMLFormElement>({ centre: true });

  // Always the full shape: every field has a default value.
  const values = useWatch({ control: form.control }) as ScorecardValues;
  const inputs = competencies.map((c) => toCompetencyInput(c, values));
  const scoredCount = inputs.reduce((n, i) => n + i.scores.filter((s) => s > 0).length, 0);
  const totalCount = inputs.reduce((n, i) => n + i.scores.length, 0);
  const { isDirty, markSaved } = useSavedAnswers(fingerprint(competencies, values), () =>
    fingerprint(competencies, defaults),
  );
  const missing = showMissing && !saved.isSubmitted ? competencies.map((c) => findMissing(c, values)) : null;

  const { pending, saveDraft, submit } = useScorecardActions({
    competencies,
    ids: {
      employeeId: employee.id,
      employeeHrisId: employee.hrisId,
      managerId: manager.id,
      managerHrisId: manager.hrisId,
    },
    evaluationId: saved.evaluationId,
    isSubmitted: saved.isSubmitted,
    basedOn: saved.updatedAt,
    getValues: () => formSnapshot(form.getValues()),
    onSaved: (result: SavedEvaluationDto, at: ScorecardValues) => {
      markSaved(fingerprint(competencies, at));
      setSaved({
        evaluationId: result.evaluationId,
        isSubmitted: !result.isDraft,
        updatedAt: result.updatedAt,
      });
      // Edit mode from now on; the URL says so without reloading the screen (spec 2 §4).
      if (result.isDraft)
        replaceAddressKeepingGuard(`/scorecard/${employee.id}?evaluationId=${result.evaluationId}`);
    },
    onInvalid: () => {
      // Open every competency that still needs something, so each issue is in view, and take
      // the keyboard to the first one.
      const current = form.getValues();
      setShowMissing(true);
      openAll(competencies.filter((c) => missingCount(findMissing(c, current)) > 0).map((c) => c.id));
      focusAfterRender(firstInvalidControl);
    },
  });

  return (
    <FormProvider {...form}>
      <form ref={formRef} noValidate onSubmit={(e) => e.preventDefault()} className="space-y-6">
        <ScorecardHeader
          employee={employee}
          state={saved.evaluationId === null ? "new" : saved.isSubmitted ? "complete" : "draft"}
        />
        <ScorecardSummary
          progress={behavioralProgress(inputs)}
          scored={scoredCount}
          total={totalCount}
          totalAverage={behavioralTotal(inputs)}
        />
        {readOnly && <ClosedCycleBanner cycle={evaluation!.cycle} />}
        <ScoringGuide />
        <div className="space-y-4">
          {competencies.map((c, i) => (
            <CompetencyCard
              key={c.id}
              competency={c}
              open={expanded.has(c.id)}
              onToggle={() => toggle(c.id)}
              average={competencyAverage(inputs[i])}
              scored={inputs[i].scores.filter((s) => s > 0).length}
              missing={missing?.[i] ?? null}
            />
          ))}
        </div>
        <OverallComments field={form.register("overallComments")} maxLength={OVERALL_COMMENTS_MAX} />
        {!readOnly && (
          <AssessmentActionBar
            draftLabel="Save Draft"
            submitLabel="Submit Evaluation"
            pending={pending}
            isDirty={isDirty}
            lastSaved={saved.updatedAt}
            onSaveDraft={saveDraft}
            onSubmit={submit}
          />
        )}
      </form>
    </FormProvider>
  );
}

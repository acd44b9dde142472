"use client";
import { useId } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { OverrideField } from "@/components/assessment/override-field";
import { ScoreRadioGroup } from "@/components/assessment/score-radio-group";
import {
  VALUES_NOTES_MAX,
  type DetailScoresDto,
  type RecognitionExampleDto,
} from "@/lib/shared/schemas/values-review";
import { CollapsibleScoreCard } from "@/components/assessment/collapsible-score-card";
import { RecognitionExamples } from "./recognition-examples";
import { SelfReviewNote } from "./self-review-note";
import { valueKey, type ValueShape, type ValuesFormValues } from "./values-form-model";

type Props = {
  value: ValueShape;
  open: boolean;
  onToggle: () => void;
  average: number | null;
  scored: number;
  /** The employee's own review: null when none exists; `scores` null when this value is missing from it. */
  selfReview: { isDraft: boolean; hiddenUntil?: string; scores: DetailScoresDto | null } | null;
  recognitions: RecognitionExampleDto[];
};

const SUB_FIELDS = [
  ["subcomp1Score", "subcomp1Notes"],
  ["subcomp2Score", "subcomp2Notes"],
  ["subcomp3Score", "subcomp3Notes"],
] as const;

/** One company value: a collapsible card with its three subcomponents, notes, override and evidence. */
export function ValueCard({ value, open, onToggle, average, scored, selfReview, recognitions }: Props) {
  const id = useId();
  const { control, register } = useFormContext<ValuesFormValues>();
  const key = valueKey(value.scDetailId);
  return (
    <CollapsibleScoreCard
      name={value.scDetail}
      description={value.description}
      open={open}
      onToggle={onToggle}
      scored={scored}
      total={value.subcomponents.length}
      average={average}
    >
      {selfReview === null ? (
        <p className="rounded-md border border-dashed px-3 py-2 text-sm text-muted-foreground">
          No self-review: the employee has not submitted a values self-review for this cycle.
        </p>
      ) : selfReview.isDraft ? (
        <p className="text-sm text-muted-foreground">The employee&apos;s self-review is still in progress.</p>
      ) : selfReview.hiddenUntil ? (
        <p className="text-sm text-muted-foreground">
          {selfReview.hiddenUntil === "afterManagerSubmits"
            ? "The employee has submitted a self-review: it shows here once you submit your review."
            : "The employee has submitted a self-review: it shows here once the review is shared."}
        </p>
      ) : null}
      {value.subcomponents.map((sub, i) => {
        const [scoreField, notesField] = SUB_FIELDS[i] ?? SUB_FIELDS[0];
        return (
          <div key={sub.position} className="space-y-2">
            <Controller
              control={control}
              name={`values.${key}.subs.${i}.score`}
              render={({ field }) => (
                <ScoreRadioGroup
                  label={sub.subcomponentName}
                  description={sub.description}
                  name={`${key}-s${i + 1}`}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
            <SelfReviewNote
              hasReview={selfReview !== null && !selfReview.isDraft && !selfReview.hiddenUntil}
              score={selfReview?.scores?.[scoreField] ?? 0}
              notes={selfReview?.scores?.[notesField] ?? null}
            />
            <Textarea
              aria-label={`Notes for ${sub.subcomponentName}`}
              placeholder="Notes (optional)"
              maxLength={VALUES_NOTES_MAX}
              rows={2}
              {...register(`values.${key}.subs.${i}.notes`)}
            />
          </div>
        );
      })}
      <div className="grid gap-4 border-t pt-4 md:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={`${id}-value-notes`}>Value Notes</Label>
          <Textarea
            id={`${id}-value-notes`}
            maxLength={VALUES_NOTES_MAX}
            rows={3}
            {...register(`values.${key}.valueNotes`)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-category-notes`}>Category Notes</Label>
          <Textarea
            id={`${id}-category-notes`}
            maxLength={VALUES_NOTES_MAX}
            rows={3}
            {...register(`values.${key}.categoryNotes`)}
          />
        </div>
      </div>
      <OverrideField path={`values.${key}`} subjectName={value.scDetail} replaces="value average" />
      <RecognitionExamples examples={recognitions} />
    </CollapsibleScoreCard>
  );
}

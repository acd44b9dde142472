"use client";
import { useId } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { NOTES_MAX, type CompetencyDto } from "@/lib/shared/schemas/behavioral";
import { CollapsibleScoreCard } from "@/components/assessment/collapsible-score-card";
import { OverrideField } from "@/components/assessment/override-field";
import { ScoreRadioGroup } from "@/components/assessment/score-radio-group";
import { competencyKey, subcomponentKey, type ScorecardValues } from "./scorecard-form-model";
import { missingText, OVERRIDE_REQUIRED, SCORE_REQUIRED, type MissingInCompetency } from "./missing-scores";

type Props = {
  competency: CompetencyDto;
  open: boolean;
  onToggle: () => void;
  average: number | null;
  scored: number;
  /** What Submit still needs here, once a submit was refused; null before (and for drafts). */
  missing: MissingInCompetency | null;
};

/**
 * One competency: a collapsible card with its subcomponents' scores and notes, its notes and
 * override, and after a refused submit an error at each missing item and their count in the header.
 */
export function CompetencyCard({ competency, open, onToggle, average, scored, missing }: Props) {
  const id = useId();
  const { control, register } = useFormContext<ScorecardValues>();
  const cKey = competencyKey(competency.id);
  const total = competency.subcomponents.length;
  return (
    <CollapsibleScoreCard
      name={competency.name}
      description={competency.description}
      open={open}
      onToggle={onToggle}
      scored={scored}
      total={total}
      average={average}
      issue={missing && missingText(missing)}
    >
      {competency.subcomponents.map((sub) => {
        const path = `competencies.${cKey}.subs.${subcomponentKey(sub.id)}` as const;
        return (
          <div key={sub.id} className="space-y-2">
            <Controller
              control={control}
              name={`${path}.score`}
              render={({ field }) => (
                <ScoreRadioGroup
                  label={sub.scDetail}
                  description={sub.description}
                  name={`score-${sub.id}`}
                  value={field.value}
                  onChange={field.onChange}
                  error={missing?.subcomponentIds.includes(sub.id) ? SCORE_REQUIRED : null}
                />
              )}
            />
            <Textarea
              aria-label={`Notes for ${sub.scDetail}`}
              placeholder="Notes (optional)"
              maxLength={NOTES_MAX}
              rows={2}
              {...register(`${path}.notes`)}
            />
          </div>
        );
      })}
      <div className="space-y-2 border-t pt-4">
        <Label htmlFor={`${id}-notes`}>Competency Notes</Label>
        <Textarea
          id={`${id}-notes`}
          maxLength={NOTES_MAX}
          rows={3}
          {...register(`competencies.${cKey}.notes`)}
        />
      </div>
      <OverrideField
        path={`competencies.${cKey}`}
        subjectName={competency.name}
        replaces="competency average"
        error={missing?.override ? OVERRIDE_REQUIRED : null}
      />
    </CollapsibleScoreCard>
  );
}

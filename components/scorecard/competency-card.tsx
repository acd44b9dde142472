"use client";
import { useId } from "react";
import { ChevronDown } from "lucide-react";
import { Controller, useFormContext } from "react-hook-form";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { formatScore } from "@/lib/shared/scores";
import { NOTES_MAX, type CompetencyDto } from "@/lib/shared/schemas/evaluation";
import { cn } from "@/lib/utils";
import { OverrideField } from "./override-field";
import { ScoreRadioGroup } from "./score-radio-group";
import { competencyKey, subcomponentKey, type ScorecardValues } from "./scorecard-form-model";

type Props = {
  competency: CompetencyDto;
  open: boolean;
  onToggle: () => void;
  average: number | null;
  scored: number;
  showMissing: boolean;
};

/** One competency: a collapsible card with its subcomponents' scores and notes, its notes and override. */
export function CompetencyCard({ competency, open, onToggle, average, scored, showMissing }: Props) {
  const id = useId();
  const { control, register } = useFormContext<ScorecardValues>();
  const cKey = competencyKey(competency.id);
  const total = competency.subcomponents.length;
  return (
    <section aria-labelledby={`${id}-name`} className="rounded-xl border bg-card shadow-sm">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={onToggle}
          className="flex w-full items-center gap-3 rounded-xl px-4 py-3 text-left outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <ChevronDown
            aria-hidden
            className={cn("size-4 shrink-0 transition-transform", !open && "-rotate-90")}
          />
          <span className="flex-1">
            <span id={`${id}-name`} className="block font-semibold">
              {competency.name}
            </span>
            <span className="block text-sm font-normal text-muted-foreground">{competency.description}</span>
          </span>
          <span className="text-sm text-muted-foreground">
            {scored} of {total} scored
          </span>
          <span className="min-w-24 text-right text-sm">
            Average: <span className="font-semibold">{formatScore(average)}</span>
          </span>
        </button>
      </h2>
      <div id={`${id}-panel`} hidden={!open} className="space-y-5 border-t px-4 py-4">
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
                    invalid={showMissing && field.value === 0}
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
        <OverrideField competencyKey={cKey} competencyName={competency.name} />
      </div>
    </section>
  );
}

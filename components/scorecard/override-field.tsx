"use client";
import { useId } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { effectiveOverride, type ScorecardValues } from "./scorecard-form-model";

/**
 * The optional override of a competency's average (spec 2 §5): a checkbox enables a score of
 * 1.0 to 5.0 in steps of 0.1; other values are ignored (and said to be).
 */
export function OverrideField({
  competencyKey,
  competencyName,
}: {
  competencyKey: string;
  competencyName: string;
}) {
  const id = useId();
  const { control, register } = useFormContext<ScorecardValues>();
  const value = useWatch({ control, name: `competencies.${competencyKey}` });
  const ignored =
    value.overrideEnabled && value.overrideScore.trim() !== "" && effectiveOverride(value) === null;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <div className="flex items-center gap-2">
        <Controller
          control={control}
          name={`competencies.${competencyKey}.overrideEnabled`}
          render={({ field }) => (
            <Checkbox
              id={`${id}-enable`}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              aria-label={`Enable override for ${competencyName}`}
            />
          )}
        />
        <Label htmlFor={`${id}-enable`}>Enable override</Label>
      </div>
      <div className="flex items-center gap-2">
        <Label htmlFor={`${id}-score`}>Override score</Label>
        <Input
          id={`${id}-score`}
          type="number"
          inputMode="decimal"
          min={1}
          max={5}
          step={0.1}
          placeholder="1.0–5.0"
          className="w-24"
          disabled={!value.overrideEnabled}
          aria-describedby={`${id}-hint`}
          aria-invalid={ignored || undefined}
          {...register(`competencies.${competencyKey}.overrideScore`)}
        />
      </div>
      <p id={`${id}-hint`} className={ignored ? "text-sm text-destructive" : "text-sm text-muted-foreground"}>
        {ignored
          ? "Ignored: the override must be 1.0 to 5.0 in steps of 0.1."
          : "Replaces the competency average (1.0 to 5.0, steps of 0.1)."}
      </p>
    </div>
  );
}

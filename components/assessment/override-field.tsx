"use client";
import { useId } from "react";
import { Controller, useFormContext, useWatch, type FieldValues, type Path } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FieldError } from "./field-error";
import { isOverrideIgnored, type OverrideValues } from "./override-value";

type Props = {
  /** The form path of the object holding `overrideEnabled` and `overrideScore`. */
  path: string;
  /** What is overridden ("Communication", "Grit"): part of the toggle's accessible name. */
  subjectName: string;
  /** What the override replaces, for the hint ("competency average", "value average"). */
  replaces: string;
  /** The toggle's visible label. */
  toggleLabel?: string;
  /** Why the override is refused (enabled but not set), shown in place of the hint; none by default. */
  error?: string | null;
};

/**
 * The optional override of an average (spec 2 §5): a toggle enables a score of 1.0 to 5.0 in
 * steps of 0.1, disabled until then; other values are ignored (and said to be). Used by the
 * behavioral scorecard and the values assessment.
 */
export function OverrideField({
  path,
  subjectName,
  replaces,
  toggleLabel = "Enable override",
  error,
}: Props) {
  const id = useId();
  const { control, register } = useFormContext<FieldValues>();
  const value = useWatch({ control, name: path }) as OverrideValues;
  const ignored = isOverrideIgnored(value);
  const missing = !ignored && !!error;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <div className="flex items-center gap-2">
        <Controller
          control={control}
          name={`${path}.overrideEnabled` as Path<FieldValues>}
          render={({ field }) => (
            <Checkbox
              id={`${id}-enable`}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              aria-label={`Enable override for ${subjectName}`}
            />
          )}
        />
        <Label htmlFor={`${id}-enable`}>{toggleLabel}</Label>
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
          aria-invalid={ignored || missing || undefined}
          {...register(`${path}.overrideScore` as Path<FieldValues>)}
        />
      </div>
      {missing ? (
        <FieldError id={`${id}-hint`}>{error}</FieldError>
      ) : (
        <p
          id={`${id}-hint`}
          className={ignored ? "text-sm text-destructive" : "text-sm text-muted-foreground"}
        >
          {ignored
            ? "Ignored: the override must be 1.0 to 5.0 in steps of 0.1."
            : `Replaces the ${replaces} (1.0 to 5.0, steps of 0.1).`}
        </p>
      )}
    </div>
  );
}

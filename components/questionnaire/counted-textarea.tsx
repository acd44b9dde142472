"use client";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { Label } from "@/components/ui/label";
import { RequiredStar } from "@/components/shell/required";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";

type Props = {
  name: string;
  label: string;
  max: number;
  rows?: number;
  error?: string;
  /** Hide the label visually (the question already says it); it stays the field's name. */
  srOnlyLabel?: boolean;
  /** Marked with * beside the label, and heard as required (aria-required). */
  required?: boolean;
};

/**
 * A free-text answer with its limit and a live "x/max" counter (spec 2 §5). In a read-only form
 * (useForm's `disabled`) it is the answer in full contrast, as tall as its text, with no counter
 * and no resize handle.
 */
export function CountedTextarea({ name, label, max, rows = 3, error, srOnlyLabel, required }: Props) {
  const id = useId();
  const { register, control, formState } = useFormContext();
  const readOnly = formState.disabled;
  const value = useWatch({ control, name }) as string | null | undefined;
  const length = value?.length ?? 0;
  return (
    <div className="space-y-1.5">
      <div className={cn("flex items-center gap-1", srOnlyLabel && "sr-only")}>
        <Label htmlFor={id}>{label}</Label>
        {required && <RequiredStar />}
      </div>
      <Textarea
        id={id}
        rows={rows}
        maxLength={max}
        aria-describedby={readOnly ? undefined : `${id}-count${error ? ` ${id}-error` : ""}`}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        className={cn(
          readOnly && "field-sizing-content resize-none disabled:cursor-default disabled:opacity-100",
        )}
        {...register(name)}
      />
      {!readOnly && (
        <div className="flex justify-between gap-3 text-sm">
          <span id={`${id}-error`} className="text-destructive">
            {error}
          </span>
          <span id={`${id}-count`} className="shrink-0 text-muted-foreground" data-testid={`${name}-count`}>
            {length}/{max}
          </span>
        </div>
      )}
    </div>
  );
}

"use client";
import { useId } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/**
 * A checkbox bound to a boolean field of the surrounding form. In a read-only form (useForm's
 * `disabled`) its label stays at full contrast, like a radio's: it is an answer, not an option off.
 */
export function CheckboxField({ name, label }: { name: string; label: string }) {
  const id = useId();
  const { control, formState } = useFormContext();
  const readOnly = formState.disabled;
  return (
    <div className="flex items-center gap-2">
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Checkbox
            id={id}
            ref={field.ref}
            checked={field.value === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            className={cn(readOnly && "disabled:cursor-default disabled:opacity-100")}
          />
        )}
      />
      <Label
        htmlFor={id}
        className={cn("font-normal", readOnly && "peer-disabled:cursor-default peer-disabled:opacity-100")}
      >
        {label}
      </Label>
    </div>
  );
}

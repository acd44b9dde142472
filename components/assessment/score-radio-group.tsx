"use client";
import { useId } from "react";
import { SCORING_GUIDE } from "@/lib/shared/schemas/behavioral";
import { cn } from "@/lib/utils";
import { FieldError } from "./field-error";

type Props = {
  /** The subcomponent's name: the group's accessible name. */
  label: string;
  description: string;
  name: string;
  value: number;
  onChange: (value: number) => void;
  /** Why the score is refused ("Score required"): shown above the choices and tied to the group. */
  error?: string | null;
};

/**
 * One subcomponent's score, 1 to 5, as native radios (arrow keys move between them) labelled
 * with the scoring guide: "1 Needs Improvement" … "5 Outstanding". An error makes the group
 * aria-invalid and adds its text to the group's description.
 */
export function ScoreRadioGroup({ label, description, name, value, onChange, error }: Props) {
  const id = useId();
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? `${id}-desc ${id}-error` : `${id}-desc`}
      aria-invalid={error ? true : undefined}
    >
      <p id={`${id}-label`} className="font-medium">
        {label}
      </p>
      <p id={`${id}-desc`} className="text-sm text-muted-foreground">
        {description}
      </p>
      {error && (
        <FieldError id={`${id}-error`} className="mt-1">
          {error}
        </FieldError>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {SCORING_GUIDE.map((g) => (
          <label
            key={g.value}
            className={cn(
              "flex cursor-pointer items-center gap-2 rounded-md border px-3 py-1.5 text-sm transition-colors",
              "hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
              error && "border-destructive/60",
            )}
          >
            <input
              type="radio"
              className="size-4 accent-primary"
              name={name}
              value={g.value}
              checked={value === g.value}
              onChange={() => onChange(g.value)}
            />
            <span className="font-semibold">{g.value}</span> <span>{g.label}</span>
          </label>
        ))}
      </div>
    </div>
  );
}

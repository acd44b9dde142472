"use client";
import { useFormContext } from "react-hook-form";
import { cn } from "@/lib/utils";

type Option = { value: string; label: string };

/**
 * One answer out of several, as native radios (arrow keys move between them), registered with the
 * surrounding form. Put it inside a <Question role="radiogroup">.
 */
export function ChoiceOptions({
  name,
  options,
  columns = false,
}: {
  name: string;
  options: readonly (Option | string)[];
  /** Lay short answers out in a row instead of a column. */
  columns?: boolean;
}) {
  const { register } = useFormContext();
  const field = register(name);
  return (
    <div className={cn("flex gap-2", columns ? "flex-wrap" : "flex-col")}>
      {options.map((option) => {
        const { value, label } = typeof option === "string" ? { value: option, label: option } : option;
        return (
          <label
            key={value}
            className={cn(
              "flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm transition-colors",
              "hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
              "has-[:disabled]:cursor-default has-[:disabled]:hover:bg-transparent",
            )}
          >
            <input type="radio" className="size-4 shrink-0 accent-primary" value={value} {...field} />
            <span>{label}</span>
          </label>
        );
      })}
    </div>
  );
}

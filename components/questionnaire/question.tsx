import { RequiredMark } from "@/components/shell/required";
import { cn } from "@/lib/utils";

type Props = {
  /** Shown before the question ("4."); omitted for unnumbered follow-ups. */
  number?: string;
  text: React.ReactNode;
  hint?: React.ReactNode;
  /** The field's message after a failed submit. */
  error?: string;
  /** "radiogroup" for one answer; a plain group for checkboxes and free text. */
  role?: "radiogroup" | "group";
  /** Marked with * (and "required" for screen readers) while the form can be edited. */
  required?: boolean;
  id: string;
  className?: string;
  children: React.ReactNode;
};

/** One question of a questionnaire: a fieldset whose legend is the question, with its hint and error. */
export function Question({
  number,
  text,
  hint,
  error,
  role = "group",
  required,
  id,
  className,
  children,
}: Props) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <fieldset
      role={role}
      aria-labelledby={`${id}-legend`}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      // aria-required belongs to a radiogroup; a plain group says it in its name instead.
      aria-required={required && role === "radiogroup" ? true : undefined}
      className={cn(
        "space-y-3 rounded-xl border bg-card p-4 shadow-sm",
        error && "border-destructive/60",
        className,
      )}
    >
      <legend id={`${id}-legend`} className="float-left mb-1 w-full font-medium">
        {number && <span className="mr-1 text-muted-foreground">{number}</span>}
        {text}
        {required && <RequiredMark />}
      </legend>
      {hint && (
        <p id={`${id}-hint`} className="clear-left text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <div className="clear-left space-y-3">{children}</div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

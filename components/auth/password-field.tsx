import type { UseFormRegisterReturn } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

// A labelled password box of the change-password forms (the manager's and HR's): its error, or
// else its hint, is the line below it that the box is described by.

export function PasswordField(props: {
  id: string;
  label: string;
  autoComplete: string;
  error?: string;
  hint?: string;
  autoFocus?: boolean;
  registration: UseFormRegisterReturn;
}) {
  const message = props.error ?? props.hint;
  return (
    <div className="space-y-2">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Input
        id={props.id}
        type="password"
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        aria-invalid={!!props.error}
        aria-describedby={message ? `${props.id}-message` : undefined}
        {...props.registration}
      />
      {message && (
        <p
          id={`${props.id}-message`}
          className={props.error ? "text-sm text-destructive" : "text-sm text-muted-foreground"}
        >
          {message}
        </p>
      )}
    </div>
  );
}

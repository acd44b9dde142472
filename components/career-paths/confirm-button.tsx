"use client";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";

type Props = {
  /** The button's text; also the confirm action's text. */
  label: string;
  /** Accessible name of the trigger, e.g. "Delete Analyst → Lead". */
  ariaLabel: string;
  title: string;
  description: string;
  onConfirm: () => void;
  destructive?: boolean;
  disabled?: boolean;
};

/** A small button that asks before it acts (viewing, editing and deleting a custom path). */
export function ConfirmButton({
  label,
  ariaLabel,
  title,
  description,
  onConfirm,
  destructive,
  disabled,
}: Props) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          size="sm"
          variant={destructive ? "destructive" : "outline"}
          aria-label={ariaLabel}
          // What a list's focus handling finds it by: "view", "edit", "delete".
          data-action={label.toLowerCase()}
          disabled={disabled}
        >
          {label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{label}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

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
} from "@/components/ui/alert-dialog";
import type { PasswordRow } from "@/lib/shared/schemas/passwords";
import { useFocusReturn } from "@/hooks/use-focus-return";

type Props = { row: PasswordRow | null; onCancel: () => void; onConfirm: (row: PasswordRow) => void };

// Regenerating replaces a password and signs that employee out, so it asks first and names them.
export function RegenerateConfirmDialog({ row, onCancel, onConfirm }: Props) {
  // Back to the row's Regenerate button, whichever way it closes.
  const returnFocus = useFocusReturn(row !== null);
  return (
    <AlertDialog open={row !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent onCloseAutoFocus={returnFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Regenerate password for {row?.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            {row?.name} ({row?.hrisId}) gets a new password at once: the current one stops working and they
            are signed out everywhere.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => row && onConfirm(row)}>Regenerate Password</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

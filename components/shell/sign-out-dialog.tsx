"use client";
import { useState } from "react";
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
import type { DialogOnDemandProps } from "@/components/shell/dialog-on-demand";
import { signOut } from "@/components/shell/sign-out-button";

/** The Confirm Sign Out dialog, loaded when the Sign Out button is first used. */
export function SignOutDialog({
  description,
  dialog: { onCloseAutoFocus, ...root },
}: {
  description: string;
  dialog: DialogOnDemandProps;
}) {
  const [pending, setPending] = useState(false);
  return (
    <AlertDialog {...root}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Confirm Sign Out</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            onClick={(e) => {
              e.preventDefault();
              setPending(true);
              void signOut();
            }}
          >
            Sign Out
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

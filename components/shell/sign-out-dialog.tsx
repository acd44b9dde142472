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
import { signOut } from "@/lib/client/sign-out";

const SIGN_OUT_FAILED =
  "You are still signed in: the server could not end your session. Please try again in a moment.";

/** The Confirm Sign Out dialog, loaded when the Sign Out button is first used. */
export function SignOutDialog({
  description,
  dialog: { onCloseAutoFocus, ...root },
}: {
  description: string;
  dialog: DialogOnDemandProps;
}) {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <AlertDialog
      {...root}
      onOpenChange={(open) => {
        // A failure shown before belongs to that attempt, not to the dialog opened next.
        if (!open) setFailed(false);
        root.onOpenChange(open);
      }}
    >
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Confirm Sign Out</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {failed && (
          <p role="alert" className="text-sm text-destructive">
            {SIGN_OUT_FAILED}
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            onClick={(e) => {
              e.preventDefault();
              setPending(true);
              setFailed(false);
              void signOut({ mustReachServer: true }).then((signedOut) => {
                if (signedOut) return;
                setPending(false);
                setFailed(true);
              });
            }}
          >
            Sign Out
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

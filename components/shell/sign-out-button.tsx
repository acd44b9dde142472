"use client";
import { useState } from "react";
import { LogOut } from "lucide-react";
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
import { apiRequest } from "@/lib/client/api";
import { announceSession, clearSessionKeys } from "@/lib/client/session-channel";

/** Ends the session for every tab (one shared cookie), clears the spec's keys and goes to /. */
export async function signOut() {
  await apiRequest("POST", "/api/auth/logout").catch(() => undefined);
  clearSessionKeys();
  announceSession({ type: "signed-out" });
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load, so nothing of the old session survives in memory
  window.location.assign("/");
}

export function SignOutButton({ label, description }: { label: string; description: string }) {
  const [pending, setPending] = useState(false);
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm">
          <LogOut className="size-4" aria-hidden />
          {label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
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

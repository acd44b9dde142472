"use client";
import { useEffect, useRef, useState } from "react";
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button, buttonVariants } from "@/components/ui/button";
import { signOut } from "@/lib/client/sign-out";
import type { SessionTimeoutView } from "@/lib/client/session-timeout";
import { withReturnPath } from "@/lib/shared/routes";

type Props = {
  view: SessionTimeoutView;
  /** Where this kind of user signs in (/login, /hr-login). */
  signInPath: string;
  onStay: () => void;
  onAcknowledge: () => void;
};

/** The session-timeout warning and the notice that it has ended (loaded on first need). */
export function SessionTimeoutWarning({ view, signInPath, onStay, onAcknowledge }: Props) {
  if (view.state === "ended") return <SessionEnded signInPath={signInPath} />;
  return <SessionEnding {...view} onStay={onStay} onAcknowledge={onAcknowledge} />;
}

function SessionEnding({
  endsAt,
  canExtend,
  onStay,
  onAcknowledge,
}: {
  endsAt: number;
  canExtend: boolean;
  onStay: () => void;
  onAcknowledge: () => void;
}) {
  const primary = useRef<HTMLButtonElement>(null);
  const [signingOut, setSigningOut] = useState(false);
  const left = useSecondsLeft(endsAt);
  // Escape answers with the primary button: stay signed in, or OK for the 8-hour end.
  const answer = canExtend ? onStay : onAcknowledge;
  return (
    <AlertDialog open onOpenChange={(open) => !open && answer()}>
      <AlertDialogContent
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          primary.current?.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Your session is about to end</AlertDialogTitle>
          <AlertDialogDescription>
            {canExtend
              ? "You have not used Yardstick for a while. For your security your session ends in "
              : "You signed in almost 8 hours ago, and a session cannot last longer. It ends in "}
            <span aria-hidden className="font-semibold text-foreground tabular-nums">
              {clockOf(left)}
            </span>
            <span className="sr-only">{spokenOf(left)}</span>
            {canExtend
              ? ", and anything you have not saved is lost."
              : ". Save your work now, then sign in again."}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {/* The countdown is read out at a few moments, not every second. */}
        <p role="status" className="sr-only">
          {announcementOf(left)}
        </p>
        <AlertDialogFooter>
          {canExtend && (
            <Button
              variant="outline"
              disabled={signingOut}
              onClick={() => {
                setSigningOut(true);
                void signOut();
              }}
            >
              Sign out
            </Button>
          )}
          <Button ref={primary} onClick={answer}>
            {canExtend ? "Stay signed in" : "OK"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function SessionEnded({ signInPath }: { signInPath: string }) {
  const link = useRef<HTMLAnchorElement>(null);
  const [dismissed, setDismissed] = useState(false);
  // Back to this page after signing in; what is typed here is not saved, but can be copied first.
  const href = withReturnPath(signInPath, window.location.pathname + window.location.search);
  if (dismissed) {
    return (
      <div
        role="status"
        className="fixed inset-x-0 bottom-0 z-50 flex flex-wrap items-center justify-center gap-3 border-t bg-background p-3 text-sm shadow-lg"
      >
        Your session has ended.
        <a href={href} className={buttonVariants({ size: "sm" })}>
          Sign in again
        </a>
      </div>
    );
  }
  return (
    <AlertDialog open onOpenChange={(open) => !open && setDismissed(true)}>
      <AlertDialogContent
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          link.current?.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Your session has ended</AlertDialogTitle>
          <AlertDialogDescription>
            Sign in again to go on. Anything you had not saved is still on this page: close this message to
            copy it first.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <Button variant="outline" onClick={() => setDismissed(true)}>
            Close
          </Button>
          <a ref={link} href={href} className={buttonVariants()}>
            Sign in again
          </a>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Whole seconds until `endsAt`, updated each second. */
function useSecondsLeft(endsAt: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // Twice a second, so a late tick never skips a number.
    const tick = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(tick);
  }, []);
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

const clockOf = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

function spokenOf(seconds: number) {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts = [
    minutes > 0 ? `${minutes} minute${minutes === 1 ? "" : "s"}` : "",
    rest > 0 || minutes === 0 ? `${rest} second${rest === 1 ? "" : "s"}` : "",
  ];
  return parts.filter(Boolean).join(" ");
}

/** What the live region says: it changes (and is read out) only at a minute, 30 and 10 seconds left. */
function announcementOf(seconds: number) {
  if (seconds === 0) return "";
  if (seconds <= 10) return "10 seconds left.";
  if (seconds <= 30) return "30 seconds left.";
  if (seconds <= 60) return "1 minute left.";
  return "";
}

"use client";
import { useCallback, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError, messageOf } from "@/lib/client/api";
import { useReauth } from "./password-mutations";
import { useFocusReturn } from "@/hooks/use-focus-return";

// Showing passwords, downloading the CSV, regenerating and bulk-emailing need a sign-in from the last
// 15 minutes. The server answers 401 with the code "recent_sign_in_required"; the screen then asks
// for the password again in a small dialog and repeats the action once.

export function isReauthRequired(error: unknown) {
  return error instanceof ApiError && error.code === "recent_sign_in_required";
}

export function useRecentSignIn() {
  const [open, setOpen] = useState(false);
  const pending = useRef<((confirmed: boolean) => void) | null>(null);

  const confirm = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        pending.current = resolve;
        setOpen(true);
      }),
    [],
  );

  /** Runs `action`; when the server wants a recent sign-in, asks for the password and runs it again. Undefined = cancelled. */
  const withRecentSignIn = useCallback(
    async <T,>(action: () => Promise<T>): Promise<T | undefined> => {
      try {
        return await action();
      } catch (error) {
        if (!isReauthRequired(error)) throw error;
        if (!(await confirm())) return undefined;
        return action();
      }
    },
    [confirm],
  );

  const finish = useCallback((confirmed: boolean) => {
    setOpen(false);
    pending.current?.(confirmed);
    pending.current = null;
  }, []);

  return { withRecentSignIn, confirm, dialog: <ReauthDialog open={open} onFinish={finish} /> };
}

function ReauthDialog({ open, onFinish }: { open: boolean; onFinish: (confirmed: boolean) => void }) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { mutateAsync: reauth } = useReauth();
  // Back to the action that asked (Download CSV, Send All…) or, when it is gone, Radix's choice.
  const returnFocus = useFocusReturn(open);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!password) return setError("Enter your password.");
    setBusy(true);
    try {
      await reauth(password);
      setPassword("");
      setError(null);
      onFinish(true);
    } catch (e) {
      setError(messageOf(e, "Your password could not be checked. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  // Cancel, Escape and the close button alike: the next protected action starts afresh, without
  // this attempt's password or error.
  function cancel() {
    setPassword("");
    setError(null);
    onFinish(false);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && cancel()}>
      <DialogContent className="sm:max-w-md" onCloseAutoFocus={returnFocus}>
        <form method="post" onSubmit={submit} noValidate className="space-y-4">
          <DialogHeader>
            <DialogTitle>Confirm your password</DialogTitle>
            <DialogDescription>
              Showing, downloading, regenerating and emailing passwords need a sign-in from the last 15
              minutes. Enter your password to continue.
            </DialogDescription>
          </DialogHeader>
          <div className="space-y-2">
            <Label htmlFor="reauth-password">Your password</Label>
            <Input
              id="reauth-password"
              type="password"
              autoComplete="current-password"
              autoFocus
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setError(null);
              }}
              aria-invalid={!!error}
              aria-describedby={error ? "reauth-error" : undefined}
            />
            {error && (
              <p id="reauth-error" role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={cancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Checking..." : "Confirm"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

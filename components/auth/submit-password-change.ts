"use client";
import { toast } from "@/hooks/use-toast";
import { ApiError, messageOf } from "@/lib/client/api";

type Router = { replace(href: string): void; refresh(): void };

export type PasswordChangeResult = { ok: true } | { ok: false; error: unknown };

/**
 * Sends a password change (a manager's or HR's own) and handles what both forms do alike: on
 * success a toast and the way home; on an expired session a toast and the way to sign in (both
 * count as handled). Any other failure comes back for the form to show by its field.
 */
export async function submitPasswordChange(
  router: Router,
  call: { send: () => Promise<unknown>; home: string; signIn: string },
): Promise<PasswordChangeResult> {
  try {
    await call.send();
    toast({
      title: "Password changed",
      description: "Your new password is set. Use it the next time you sign in.",
    });
    router.replace(call.home);
    router.refresh();
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError && error.code === "unauthenticated") {
      toast({
        title: "Please sign in again",
        description: messageOf(error, "Your session has expired."),
        variant: "destructive",
      });
      router.replace(call.signIn);
      return { ok: true };
    }
    return { ok: false, error };
  }
}

"use client";
import dynamic from "next/dynamic";
import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { componentOnDemand } from "@/components/shell/component-on-demand";
import {
  DialogLoading,
  DialogOnDemandUnavailable,
  useDialogOnDemand,
} from "@/components/shell/dialog-on-demand";
import { apiRequest } from "@/lib/client/api";
import { loadOnDemand } from "@/lib/client/load-on-demand";
import { announceSession, clearSessionKeys } from "@/lib/client/session-channel";

/**
 * Ends the session for every tab (one shared cookie), clears the spec's keys and goes to /. With
 * `mustReachServer`, a call that fails (the server or its database is down) changes nothing and
 * answers false: the session is still alive on the server and in the cookie, and the person who
 * asked to sign out must not be told otherwise. The timeout warning's sign-out goes on regardless:
 * the server ends an idle session by itself.
 */
export async function signOut({ mustReachServer = false } = {}): Promise<boolean> {
  const reached = await apiRequest("POST", "/api/auth/logout").then(
    () => true,
    () => false,
  );
  if (!reached && mustReachServer) return false;
  clearSessionKeys();
  announceSession({ type: "signed-out" });
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load, so nothing of the old session survives in memory
  window.location.assign("/");
  return true;
}

const loadDialog = loadOnDemand(() => import("@/components/shell/sign-out-dialog"));
const SignOutDialog = dynamic(
  componentOnDemand(() => loadDialog().then((m) => m.SignOutDialog), {
    unavailable: DialogOnDemandUnavailable,
    loading: <DialogLoading />,
  }),
  { ssr: false, loading: DialogLoading },
);

/** The header's Sign Out (or Logout) button and its confirmation, which loads on first use. */
export function SignOutButton({ label, description }: { label: string; description: string }) {
  const { mounted, trigger, dialog } = useDialogOnDemand(loadDialog);
  return (
    <>
      <Button variant="outline" size="sm" {...trigger}>
        <LogOut className="size-4" aria-hidden />
        {label}
      </Button>
      {mounted && <SignOutDialog description={description} dialog={dialog} />}
    </>
  );
}

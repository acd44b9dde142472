"use client";
import dynamic from "next/dynamic";
import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogLoading, useDialogOnDemand } from "@/components/shell/dialog-on-demand";
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

const loadDialog = () => import("@/components/shell/sign-out-dialog");
const SignOutDialog = dynamic(() => loadDialog().then((m) => m.SignOutDialog), {
  ssr: false,
  loading: DialogLoading,
});

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

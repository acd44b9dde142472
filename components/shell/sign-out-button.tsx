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
import { loadOnDemand } from "@/lib/client/load-on-demand";

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

"use client";
import { useState } from "react";
import dynamic from "next/dynamic";
import { MessageSquarePlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  openFeedbackDialog,
  setFeedbackDialogOpen,
  useFeedbackDialogOpen,
} from "@/components/feedback/feedback-dialog-store";
import { componentOnDemand, type UnavailableProps } from "@/components/shell/component-on-demand";
import { DialogLoading, DialogUnavailable } from "@/components/shell/dialog-on-demand";
import { loadOnDemand } from "@/lib/client/load-on-demand";

// The dialog (its form, validation, select and image picker) is about 45 KB of gzipped script that
// no page needs before someone asks to give feedback: it loads on first use, and is fetched ahead
// as soon as a pointer or the keyboard reaches the floating button.
const loadDialog = loadOnDemand(() => import("@/components/feedback/feedback-dialog"));
const FeedbackDialog = dynamic(
  componentOnDemand(() => loadDialog().then((m) => m.FeedbackDialog), {
    unavailable: FeedbackDialogUnavailable,
    loading: <DialogLoading />,
  }),
  { ssr: false },
);

// Close gives focus back to where it was: the floating button, or the navbar's item that opened it.
function FeedbackDialogUnavailable({ props: _props, ...loadAgain }: UnavailableProps<object>) {
  return (
    <DialogUnavailable {...loadAgain} open={useFeedbackDialogOpen()} onOpenChange={setFeedbackDialogOpen} />
  );
}

/** The floating feedback button on every page, and the one dialog it and the navbars open. */
export function FeedbackLauncher() {
  const open = useFeedbackDialogOpen();
  // Mounted from the first opening on, so closing keeps its exit animation and its state.
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  return (
    <>
      {/* Rises above an assessment's sticky action bar (app/globals.css, use-bar-height.ts). */}
      <Button
        type="button"
        size="icon"
        data-floating-feedback
        className="fixed right-4 bottom-4 z-40 size-12 rounded-full shadow-lg sm:right-6 sm:bottom-6"
        aria-label="Submit Feedback"
        title="Submit Feedback"
        onClick={openFeedbackDialog}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <MessageSquarePlus className="size-5" aria-hidden />
      </Button>
      {wanted && <FeedbackDialog />}
    </>
  );
}

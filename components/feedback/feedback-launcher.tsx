"use client";
import { MessageSquarePlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FeedbackDialog } from "@/components/feedback/feedback-dialog";
import { openFeedbackDialog } from "@/components/feedback/feedback-dialog-store";

/** The floating feedback button on every page, and the one dialog it and the navbars open. */
export function FeedbackLauncher() {
  return (
    <>
      <Button
        type="button"
        size="icon"
        className="fixed right-6 bottom-6 z-40 size-12 rounded-full shadow-lg"
        aria-label="Submit Feedback"
        title="Submit Feedback"
        onClick={openFeedbackDialog}
      >
        <MessageSquarePlus className="size-5" aria-hidden />
      </Button>
      <FeedbackDialog />
    </>
  );
}

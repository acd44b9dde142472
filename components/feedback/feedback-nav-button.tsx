"use client";
import { MessageSquare } from "lucide-react";
import { Button } from "@/components/ui/button";
import { openFeedbackDialog } from "@/components/feedback/feedback-dialog-store";

/** The navbar entry to the Submit Feedback dialog, in both shells and on the login pages. */
export function FeedbackNavButton() {
  return (
    <Button type="button" variant="ghost" size="sm" onClick={openFeedbackDialog}>
      <MessageSquare aria-hidden />
      Feedback
    </Button>
  );
}

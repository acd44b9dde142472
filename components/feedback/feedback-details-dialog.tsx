"use client";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { PRIORITY_LABELS } from "@/lib/shared/feedback-labels";
import type { FeedbackItem } from "@/lib/shared/schemas/feedback";
import { PriorityBadge, StatusBadge } from "@/components/feedback/feedback-badges";
import { FeedbackAttachments } from "@/components/feedback/feedback-attachments";
import { formatDateTime } from "@/lib/shared/format-date";
import { useFocusReturn } from "@/hooks/use-focus-return";

function Field({ label, wide, children }: { label: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={wide ? "min-w-0 space-y-1 sm:col-span-2" : "min-w-0 space-y-1"}>
      <dt className="text-xs font-medium text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm wrap-anywhere">{children}</dd>
    </div>
  );
}

type Props = { item: FeedbackItem | null; onClose: () => void };

/** Everything about one item (spec 1 §2), about 600 px wide. User text is rendered as text. */
export function FeedbackDetailsDialog({ item, onClose }: Props) {
  // Back to the card's title that opened it, so the next Tab goes on down the list.
  const returnFocus = useFocusReturn(!!item);
  return (
    <Dialog open={!!item} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-[600px]" onCloseAutoFocus={returnFocus}>
        {item && (
          <>
            <DialogHeader className="min-w-0">
              <div className="flex flex-wrap gap-2">
                <PriorityBadge priority={item.priority} />
                <StatusBadge status={item.status} />
              </div>
              <DialogTitle className="leading-snug wrap-anywhere">{item.title}</DialogTitle>
              <DialogDescription>{item.feedbackType} feedback</DialogDescription>
            </DialogHeader>
            <dl className="grid min-w-0 gap-4 sm:grid-cols-2">
              <Field label="Submitted by">{item.userName}</Field>
              <Field label="HRIS ID">{item.hrisId ?? "Not available"}</Field>
              <Field label="Date">{formatDateTime(item.submittedAt)}</Field>
              <Field label="Priority">{PRIORITY_LABELS[item.priority]}</Field>
              <Field label="Status">{item.status}</Field>
              <Field label="Location">{item.location || "Not available"}</Field>
              <Field label="Description" wide>
                <span className="whitespace-pre-wrap">{item.description}</span>
              </Field>
              <Field label="Attachments" wide>
                <FeedbackAttachments attachments={item.attachments} />
              </Field>
            </dl>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

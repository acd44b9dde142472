"use client";
import { useId, useState } from "react";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/shared/format-date";
import { cn } from "@/lib/utils";
import { useBarHeight } from "./use-bar-height";

export type PendingAction = "draft" | "submit" | null;

type Props = {
  pending: PendingAction;
  isDirty: boolean;
  lastSaved: string | null;
  /** Left out, there is no draft button (a submitted review is only changed by submitting again). */
  onSaveDraft?: () => void;
  onSubmit: () => void;
  /** The spec's button texts: "Save Draft" / "Submit Evaluation", "Save as Draft" / "Submit Review". */
  draftLabel?: string;
  submitLabel: string;
  /**
   * Submit stays unavailable while this is set (spec 2 §5, values). The text shows once the form
   * was changed or the button tried, not on a form nobody has touched yet.
   */
  submitBlockedReason?: string | null;
  /** A line under the buttons that says what they do (a submitted review). */
  note?: string;
};

/**
 * The sticky bar with an assessment's two actions and its last-saved indicator (spec 2 §2). Opaque
 * and compact (about 80 px on a phone); its height is published so the floating Feedback button
 * and focus scrolling keep clear of it.
 */
export function AssessmentActionBar({
  pending,
  isDirty,
  lastSaved,
  onSaveDraft,
  onSubmit,
  draftLabel,
  submitLabel,
  submitBlockedReason,
  note,
}: Props) {
  const bar = useBarHeight<HTMLDivElement>();
  const reasonId = useId();
  const [touched, setTouched] = useState(false);
  if (isDirty && !touched) setTouched(true);
  const busy = pending !== null;
  const blocked = !!submitBlockedReason;
  const reason = blocked && touched ? submitBlockedReason : null;
  return (
    <div
      ref={bar}
      data-sticky-action-bar
      className="sticky bottom-0 z-10 -mx-4 space-y-1 border-t bg-background px-4 py-2 sm:py-3"
    >
      <div className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
        <p
          className="mr-auto min-w-0 basis-full text-xs text-muted-foreground sm:basis-auto sm:text-sm"
          aria-live="polite"
          data-testid="last-saved"
        >
          {/* The last-saved time stays in view while there are changes (spec 2 §2's indicator). */}
          {isDirty
            ? lastSaved
              ? `Unsaved changes · last saved ${formatDateTime(lastSaved)}`
              : "Unsaved changes"
            : lastSaved
              ? `Last saved ${formatDateTime(lastSaved)}`
              : ""}
        </p>
        {/* While a save runs the buttons keep the focus they have (softDisabled, not disabled). */}
        {onSaveDraft && (
          <Button type="button" variant="outline" onClick={onSaveDraft} softDisabled={busy}>
            {pending === "draft" && <Loader2 className="animate-spin" aria-hidden />}
            {pending === "draft" ? "Saving..." : draftLabel}
          </Button>
        )}
        {/* Unavailable while blocked, but focusable and answering a press with the reason. */}
        <Button
          type="button"
          onClick={blocked ? () => setTouched(true) : onSubmit}
          softDisabled={busy}
          aria-disabled={blocked || busy || undefined}
          className={cn(blocked && "cursor-not-allowed opacity-50")}
          aria-describedby={reason ? reasonId : undefined}
        >
          {pending === "submit" && <Loader2 className="animate-spin" aria-hidden />}
          {pending === "submit" ? "Submitting..." : submitLabel}
        </Button>
      </div>
      {/* Always in the page, so the reason is read out when it appears. */}
      <p
        id={reasonId}
        aria-live="polite"
        className={reason ? "text-right text-xs text-muted-foreground sm:text-sm" : "sr-only"}
      >
        {reason}
      </p>
      {note && <p className="text-right text-xs text-muted-foreground sm:text-sm">{note}</p>}
    </div>
  );
}

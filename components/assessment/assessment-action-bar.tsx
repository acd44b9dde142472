import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/shared/format-date";

export type PendingAction = "draft" | "submit" | null;

type Props = {
  pending: PendingAction;
  isDirty: boolean;
  lastSaved: string | null;
  /** Left out, there is no draft button (a submitted performance review is only updated). */
  onSaveDraft?: () => void;
  onSubmit: () => void;
  /** The spec's button texts: "Save Draft" / "Submit Evaluation", "Save as Draft" / "Submit Review". */
  draftLabel: string;
  submitLabel: string;
  /** Submit stays disabled while this is set, and the text says why (spec 2 §5, values). */
  submitBlockedReason?: string | null;
};

/** The sticky bar with an assessment's two actions and its last-saved indicator (spec 2 §2). */
export function AssessmentActionBar({
  pending,
  isDirty,
  lastSaved,
  onSaveDraft,
  onSubmit,
  draftLabel,
  submitLabel,
  submitBlockedReason,
}: Props) {
  const busy = pending !== null;
  return (
    <div
      data-sticky-action-bar
      className="sticky bottom-0 z-10 -mx-4 border-t bg-background/95 px-4 py-3 backdrop-blur"
    >
      {/* Right padding keeps the buttons clear of the floating Feedback button. */}
      <div className="flex flex-wrap items-center justify-end gap-3 pr-16">
        <p className="mr-auto text-sm text-muted-foreground" aria-live="polite" data-testid="last-saved">
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
        <Button
          type="button"
          onClick={onSubmit}
          softDisabled={busy}
          disabled={!!submitBlockedReason}
          aria-describedby={submitBlockedReason ? "submit-blocked-reason" : undefined}
        >
          {pending === "submit" && <Loader2 className="animate-spin" aria-hidden />}
          {pending === "submit" ? "Submitting..." : submitLabel}
        </Button>
      </div>
      {submitBlockedReason && (
        <p id="submit-blocked-reason" className="mt-2 pr-16 text-right text-sm text-muted-foreground">
          {submitBlockedReason}
        </p>
      )}
    </div>
  );
}

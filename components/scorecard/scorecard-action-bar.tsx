import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";

export type PendingAction = "draft" | "submit" | null;

/** The sticky bar with the two actions (spec 2 §2: saving a draft and submitting). */
type Props = {
  pending: PendingAction;
  isDirty: boolean;
  lastSaved: string | null;
  onSaveDraft: () => void;
  onSubmit: () => void;
};

export function ScorecardActionBar({ pending, isDirty, lastSaved, onSaveDraft, onSubmit }: Props) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 border-t bg-background/95 px-4 py-3 backdrop-blur">
      {/* Right padding keeps the buttons clear of the floating Feedback button. */}
      <div className="flex flex-wrap items-center justify-end gap-3 pr-16">
        <p className="mr-auto text-sm text-muted-foreground" aria-live="polite">
          {isDirty
            ? "Unsaved changes"
            : lastSaved
              ? `Last saved ${new Date(lastSaved).toLocaleString()}`
              : ""}
        </p>
        <Button type="button" variant="outline" onClick={onSaveDraft} disabled={pending !== null}>
          {pending === "draft" && <Loader2 className="animate-spin" aria-hidden />}
          {pending === "draft" ? "Saving..." : "Save Draft"}
        </Button>
        <Button type="button" onClick={onSubmit} disabled={pending !== null}>
          {pending === "submit" && <Loader2 className="animate-spin" aria-hidden />}
          {pending === "submit" ? "Submitting..." : "Submit Evaluation"}
        </Button>
      </div>
    </div>
  );
}

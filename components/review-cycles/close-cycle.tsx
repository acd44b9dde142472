"use client";
import { useState } from "react";
import { Lock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ActionDialog, KeepOpen } from "@/components/review-cycles/action-dialog";
import { useCycleWrite } from "@/components/review-cycles/use-cycle-write";
import { cycleUrl } from "@/components/review-cycles/review-cycle-queries";
import { ApiError } from "@/lib/client/api";

const CLOSE_NOTE = "After closing, nothing in this cycle can be changed unless HR reopens it.";

/**
 * Close: the first try closes only when every review is submitted; otherwise the server answers
 * 409 with "N reviews not submitted" (counted in the close's own transaction), the dialog shows it
 * and offers the explicit "Close anyway", after which those reviews become NotSubmitted.
 */
export function CloseCycleButton({ cycleId, name }: { cycleId: number; name: string }) {
  const write = useCycleWrite();
  const [unsubmitted, setUnsubmitted] = useState<string | null>(null);
  const close = (confirmUnsubmitted: boolean) =>
    write.mutateAsync({ method: "POST", url: cycleUrl(cycleId, "/close"), body: { confirmUnsubmitted } });
  return (
    <ActionDialog
      trigger={
        <Button variant="destructive" onClick={() => setUnsubmitted(null)}>
          <Lock aria-hidden />
          Close cycle
        </Button>
      }
      title={`Close ${name}`}
      description={
        unsubmitted ? (
          <>
            <strong role="status">{unsubmitted}</strong> They will be marked Not submitted. {CLOSE_NOTE}
          </>
        ) : (
          CLOSE_NOTE
        )
      }
      confirmLabel={unsubmitted ? "Close anyway" : "Close cycle"}
      destructive
      onConfirm={async () => {
        try {
          await close(unsubmitted !== null);
        } catch (error) {
          if (!unsubmitted && isUnsubmittedRefusal(error)) {
            setUnsubmitted((error as ApiError).serverMessage ?? "Some reviews are not submitted.");
            throw new KeepOpen();
          }
          throw error;
        }
      }}
    />
  );
}

/** The close was refused only because reviews are unsubmitted: it may be confirmed. */
function isUnsubmittedRefusal(error: unknown) {
  return error instanceof ApiError && error.status === 409 && error.code === "conflict";
}

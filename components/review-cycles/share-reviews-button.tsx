"use client";
import { Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ActionDialog } from "@/components/review-cycles/action-dialog";
import { useCycleWrite } from "@/components/review-cycles/use-cycle-write";
import { cycleUrl } from "@/components/review-cycles/review-cycle-queries";
import { toast } from "@/hooks/use-toast";
import type { BulkShareAnswer } from "@/lib/shared/schemas/review-share";

/**
 * HR shares every complete review of the cycle at once (issue 34 §7): allowed in the sharing phase
 * only (the server answers 409 otherwise, shown in the dialog); incomplete reviews are left out.
 */
export function ShareReviewsButton({ cycleId, name }: { cycleId: number; name: string }) {
  const write = useCycleWrite<{ confirm: true }, BulkShareAnswer>();
  return (
    <ActionDialog
      trigger={
        <Button variant="outline">
          <Send aria-hidden />
          Share reviews
        </Button>
      }
      title={`Share the reviews of ${name}`}
      description="Every complete review not shared yet, or changed since it was shared, is shared with its employee, who gets an email that it is ready to read. Incomplete reviews are left out."
      confirmLabel="Share reviews"
      onConfirm={async () => {
        const answer = await write.mutateAsync({
          method: "POST",
          url: cycleUrl(cycleId, "/share"),
          body: { confirm: true },
        });
        toast({ title: "Reviews shared", description: answer.message });
      }}
    />
  );
}

import { Lock } from "lucide-react";
import type { AssessmentCycle } from "@/lib/shared/review-cycle-state";

/** Above an assessment of a closed or archived cycle: why nothing on the page can be changed. */
export function ClosedCycleBanner({ cycle }: { cycle: AssessmentCycle }) {
  return (
    <section
      aria-label="Review cycle closed"
      className="flex items-start gap-3 rounded-xl border bg-muted p-4 text-sm"
    >
      <Lock aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <div className="space-y-1">
        <h2 className="font-semibold">
          Review cycle {cycle.name} is {cycle.status === "Archived" ? "archived" : "closed"}
        </h2>
        <p>This review is read-only: it shows what was saved when the cycle closed.</p>
      </div>
    </section>
  );
}

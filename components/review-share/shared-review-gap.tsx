import { ReviewGapTable } from "@/components/assessment/review-gap-table";
import { employeeGapSummary } from "@/lib/shared/review-gap";
import type { ReviewGapDto } from "@/lib/shared/schemas/review-gap";

/**
 * The employee's gap view of the shared version (issue 34 §6–7): the scores frozen with it, never
 * the live reviews. Nothing for a version without them (no submitted self-review, or shared before).
 */
export function SharedReviewGap({ gap }: { gap: ReviewGapDto | null }) {
  if (!gap) return null;
  return (
    <section aria-labelledby="shared-gap" className="space-y-2">
      <h2 id="shared-gap" className="text-lg font-semibold">
        Your self-review and your manager&apos;s scores
      </h2>
      <p className="text-sm text-muted-foreground">
        Each subcomponent you and your manager both scored, as shared. Differences of {gap.threshold} or more
        are highlighted.
      </p>
      <ReviewGapTable gap={gap} idPrefix="my-gap" summary={employeeGapSummary(gap.summary)} />
    </section>
  );
}

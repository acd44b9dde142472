import { formatDue } from "@/lib/shared/cycle-dates";
import type { SelfReviewDto } from "@/lib/shared/schemas/self-review";

/** Whose self-review, in which cycle, and when it is due (in the cycle's time zone). */
export function SelfReviewHeader({ review, onBehalfOf }: { review: SelfReviewDto; onBehalfOf?: string }) {
  return (
    <header className="space-y-1">
      <h1 className="text-2xl font-semibold">
        {onBehalfOf ? `Self-review of ${onBehalfOf}` : "My self-review"}
      </h1>
      <p className="text-muted-foreground">
        {review.cycleName} · {formatDue(review.dueAt, review.timeZone)}
      </p>
      {onBehalfOf && (
        <p className="text-sm text-muted-foreground">
          You are filling it in for {onBehalfOf}: it will show as completed by HR.
        </p>
      )}
    </header>
  );
}

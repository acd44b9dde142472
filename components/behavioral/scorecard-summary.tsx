import { Progress } from "@/components/ui/progress";
import { formatScore } from "@/lib/shared/scores";

/** Progress (percentage of scored items) and the total average to one decimal (spec 2 §2). */
export function ScorecardSummary({
  progress,
  scored,
  total,
  totalAverage,
}: {
  progress: number;
  scored: number;
  total: number;
  totalAverage: number | null;
}) {
  return (
    <section
      aria-label="Evaluation summary"
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-[1fr_auto]"
    >
      <div className="space-y-2">
        <div className="flex items-baseline justify-between text-sm">
          <span className="font-medium">Progress</span>
          <span className="text-muted-foreground">
            {scored} of {total} scored · <span data-testid="progress-percent">{progress}%</span>
          </span>
        </div>
        <Progress value={progress} aria-label="Evaluation progress" aria-valuetext={`${progress}%`} />
      </div>
      <div className="text-right sm:min-w-36">
        <p className="text-sm font-medium">Total Average</p>
        <p className="text-2xl font-semibold" data-testid="total-average">
          {formatScore(totalAverage)}
          <span className="text-sm font-normal text-muted-foreground"> / 5.0</span>
        </p>
      </div>
    </section>
  );
}

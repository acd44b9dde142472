import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { formatScore } from "@/lib/shared/scores";
import type { ReviewState } from "@/lib/shared/schemas/values-review";

const VARIANT = { None: "secondary", "In Progress": "warning", Complete: "success" } as const;
/** "None" read as missing data; the spec names no label for a review not started yet. */
const LABEL = { None: "Not Started", "In Progress": "In Progress", Complete: "Complete" } as const;

type Props = {
  employeeId: number;
  employeeName: string;
  reviewCycle: string;
  average: number | null;
  answered: number;
  total: number;
  state: ReviewState;
};

/** Whose review, which cycle, the running average out of 5 and 'x of y items' with a bar (spec 2 §2). */
export function ValuesReviewHeader({
  employeeId,
  employeeName,
  reviewCycle,
  average,
  answered,
  total,
  state,
}: Props) {
  const percent = total ? Math.round((answered / total) * 100) : 0;
  return (
    <div className="space-y-4">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link href={`/employee/${employeeId}`}>
          <ArrowLeft aria-hidden />
          Back to Employee Profile
        </Link>
      </Button>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-muted-foreground">Values Assessment</p>
          <h1 className="text-2xl font-semibold">{employeeName}</h1>
          <p className="text-muted-foreground">
            Review cycle: <span data-testid="review-cycle">{reviewCycle}</span>
          </p>
        </div>
        <Badge variant={VARIANT[state]}>{LABEL[state]}</Badge>
      </div>
      <section
        aria-label="Review summary"
        className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-[1fr_auto]"
      >
        <div className="space-y-2">
          <div className="flex items-baseline justify-between text-sm">
            <span className="font-medium">Progress</span>
            <span className="text-muted-foreground" data-testid="values-progress">
              {answered} of {total} items
            </span>
          </div>
          <Progress
            value={percent}
            aria-label="Review progress"
            aria-valuetext={`${answered} of ${total} items`}
          />
        </div>
        <div className="text-right sm:min-w-36">
          <p className="text-sm font-medium">Average</p>
          <p className="text-2xl font-semibold" data-testid="values-average">
            {formatScore(average)}
            <span className="text-sm font-normal text-muted-foreground"> / 5</span>
          </p>
        </div>
      </section>
    </div>
  );
}

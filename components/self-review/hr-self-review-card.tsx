import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/shared/format-date";
import type { SelfReviewDto } from "@/lib/shared/schemas/self-review";
import { SelfPhaseExcusal } from "./self-phase-excusal";

/** On HR's employee page: where the person's self-review stands, and HR's way to fill it in (issue 34 §9). */
export function HrSelfReviewCard({
  review,
  excusal,
}: {
  review: SelfReviewDto;
  /** The running cycle's id and whether the person is excused from its self phase (null: not running). */
  excusal: { cycleId: number; because: string | null } | null;
}) {
  const href = `/hr/employee/${encodeURIComponent(review.employeeHrisId)}/self-review`;
  const says =
    review.state === "submitted"
      ? review.completedByHrAt
        ? `Completed by HR on ${formatDate(review.completedByHrAt)}`
        : `Submitted${review.submittedAt ? ` on ${formatDate(review.submittedAt)}` : ""}${review.source === "import" ? " (imported)" : ""}`
      : review.state === "draft"
        ? "In progress"
        : "Not started";
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Self-review</h2>
        </CardTitle>
        <CardDescription>
          {review.cycleName} · {says}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-start gap-3">
        <Button asChild variant="outline">
          <Link href={href}>
            {review.state === "submitted" || !review.open
              ? "Read the self-review"
              : "Fill in the self-review"}
          </Link>
        </Button>
        {excusal && review.state !== "submitted" && (
          <SelfPhaseExcusal
            cycleId={excusal.cycleId}
            hrisId={review.employeeHrisId}
            name={review.employeeName}
            excusedBecause={excusal.because}
          />
        )}
      </CardContent>
    </Card>
  );
}

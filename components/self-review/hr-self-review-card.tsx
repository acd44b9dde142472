import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/shared/format-date";
import type { SelfReviewDto } from "@/lib/shared/schemas/self-review";

/** On HR's employee page: where the person's self-review stands, and HR's way to fill it in (issue 34 §9). */
export function HrSelfReviewCard({ review }: { review: SelfReviewDto }) {
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
      <CardContent>
        <Button asChild variant="outline">
          <Link href={href}>
            {review.state === "submitted" || !review.open
              ? "Read the self-review"
              : "Fill in the self-review"}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

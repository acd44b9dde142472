import Link from "next/link";
import { PenLine } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDue } from "@/lib/shared/cycle-dates";
import type { SelfReviewDto } from "@/lib/shared/schemas/self-review";

const STATE = {
  notStarted: { says: "Not started", action: "Write my self-review" },
  draft: { says: "In progress", action: "Continue my self-review" },
  submitted: { says: "Submitted", action: "Read my self-review" },
} as const;

/**
 * "My self-review" on the home (issue 34 §1), for everyone (a manager is reviewed too): the shown
 * cycle, the due date in its time zone, where it stands. Drawn on the server: no script of its own.
 */
export function MySelfReviewHomeCard({ review }: { review: SelfReviewDto }) {
  const state = STATE[review.state];
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">My self-review</h2>
        </CardTitle>
        <CardDescription>
          {review.cycleName} ·{" "}
          {review.open || review.state === "submitted" ? formatDue(review.dueAt, review.timeZone) : "closed"}{" "}
          · {state.says}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant={review.state === "submitted" ? "outline" : "default"}>
          <Link href="/my-self-review">
            <PenLine aria-hidden />
            {state.action}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

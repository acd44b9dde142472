"use client";
import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { AcknowledgeForm } from "@/components/review-share/acknowledge-form";
import { AcknowledgementList } from "@/components/review-share/acknowledgement-list";
import { SharedReviewGap } from "@/components/review-share/shared-review-gap";
import { SharedReviewView } from "@/components/review-share/shared-review-view";
import { myReviewQuery } from "@/components/review-share/review-share-queries";
import { isNotFound, messageOf } from "@/lib/client/api";
import { formatDateTime } from "@/lib/shared/format-date";

/** "My review" (issue 34 §7–8): the version shared with the employee, and its acknowledgement. */
export function MyReview() {
  const { data, error, isPending } = useQuery(myReviewQuery());
  if (isPending)
    return (
      <div aria-busy="true" aria-label="Loading your review" className="space-y-3">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (error)
    return isNotFound(error) ? (
      <p role="status">Your review has not been shared with you yet. You will get an email when it is.</p>
    ) : (
      <p role="alert" className="text-destructive">
        {messageOf(error, "Your review could not be loaded. Please reload the page.")}
      </p>
    );
  const { review } = data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h1 className="text-xl">
            {review.cycle.name}: version {data.version}
          </h1>
        </CardTitle>
        <CardDescription>
          Shared {formatDateTime(data.sharedAt)}
          {review.manager ? ` by your manager ${review.manager.name}` : ""}.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-8">
        <SharedReviewView review={review} />
        <SharedReviewGap gap={data.gap} />
        <section aria-label="Acknowledgement" className="space-y-3 border-t pt-4">
          {data.acknowledgement ? (
            <AcknowledgementList title="Your acknowledgement" acknowledgements={[data.acknowledgement]} />
          ) : (
            <AcknowledgeForm version={data.version} />
          )}
          {data.earlier.length > 0 && (
            <AcknowledgementList title="Earlier versions you acknowledged" acknowledgements={data.earlier} />
          )}
        </section>
      </CardContent>
    </Card>
  );
}

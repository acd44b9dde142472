"use client";
import Link from "next/link";
import { Skeleton } from "@/components/ui/skeleton";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/shell/load-error";
import { messageOf } from "@/lib/client/api";
import { ValuesReviewForm } from "./values-review-form";
import { useValuesReviewData, type ValuesReviewIds } from "./use-values-review-data";

/** /manager-values-review/{employeeId}[/{managerHrisId}]: loading, access failures, load failure, the form. */
export function ValuesReviewScreen({ ids }: { ids: ValuesReviewIds }) {
  const data = useValuesReviewData(ids);

  if (data.state === "ready") {
    return (
      <ValuesReviewForm
        ids={ids}
        review={data.review}
        compared={data.compared}
        recognitions={data.recognitions}
      />
    );
  }
  if (data.state === "error") {
    return (
      <div className="space-y-4">
        <LoadError
          title="Failed to load employee review data"
          message={messageOf(data.error, "Please try again.")}
          onRetry={data.retry}
        />
        <Button asChild variant="outline">
          <Link href="/employees">Back to Employee List</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4" aria-busy="true">
      <p className="text-sm text-muted-foreground">
        {data.state === "redirecting" ? "Redirecting..." : "Loading values review..."}
      </p>
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

"use client";
import Link from "next/link";
import { Skeleton } from "@/components/ui/skeleton";
import { Button } from "@/components/ui/button";
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
      <div role="alert" className="space-y-4 rounded-xl border bg-card p-8 text-center">
        <p className="font-medium">Failed to load employee review data</p>
        <Button asChild>
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

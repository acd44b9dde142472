"use client";
import { useQuery } from "@tanstack/react-query";
import { ReviewGapTable } from "@/components/assessment/review-gap-table";
import { LoadError } from "@/components/shell/load-error";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { isNotFound, messageOf } from "@/lib/client/api";
import { managerGapSummary } from "@/lib/shared/review-gap";
import { reviewGapQuery } from "./values-review-queries";

/**
 * The manager's gap view while writing (issue 34 §6): nothing when there is no submitted self-review
 * or the cycle does not show it yet (the server answers 404).
 */
export function ReviewGapSection({ employeeHrisId }: { employeeHrisId: string }) {
  const gap = useQuery(reviewGapQuery(employeeHrisId));
  if (gap.isError && isNotFound(gap.error)) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Self-review and your scores</h2>
        </CardTitle>
        <CardDescription>
          Each subcomponent you and the employee both scored, from your saved review.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {gap.isPending ? (
          <div aria-busy="true" className="space-y-2">
            <p className="text-sm text-muted-foreground">Loading the self-review comparison...</p>
            <Skeleton className="h-24 w-full" />
          </div>
        ) : gap.isError ? (
          <LoadError
            title="Failed to load the self-review comparison"
            message={messageOf(gap.error, "Please try again.")}
            onRetry={() => void gap.refetch()}
          />
        ) : (
          <ReviewGapTable
            gap={gap.data}
            idPrefix="manager-gap"
            summary={managerGapSummary(gap.data.employeeName, gap.data.summary)}
          />
        )}
      </CardContent>
    </Card>
  );
}

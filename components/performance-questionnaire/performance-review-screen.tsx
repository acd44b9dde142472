"use client";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "@/components/shell/load-error";
import { useQuestionnaireRead } from "@/components/questionnaire/use-questionnaire-read";
import type { PerformanceQuestionnaireDto } from "@/lib/shared/schemas/performance-questionnaire";
import { PerformanceReviewForm } from "./performance-review-form";
import { PerformanceReviewHeader, type ReviewEmployee } from "./performance-review-header";
import { questionnairePaths } from "./performance-review-paths";

type Props = { employee: ReviewEmployee; managerHrisId: string };

/** /performance-review/{employeeHrisId}/{managerHrisId}: loading, access failure, error, then the form. */
export function PerformanceReviewScreen({ employee, managerHrisId }: Props) {
  const path = questionnairePaths(employee.hrisId, managerHrisId).get;
  const read = useQuestionnaireRead<PerformanceQuestionnaireDto>(path);

  if (read.state === "ready") {
    return (
      <PerformanceReviewForm employee={employee} managerHrisId={managerHrisId} questionnaire={read.data} />
    );
  }
  return (
    <div className="space-y-6">
      <PerformanceReviewHeader employee={employee} isDraft={false} />
      {read.state === "loading" && (
        <div className="space-y-4" aria-busy="true">
          <p className="text-sm text-muted-foreground">Loading performance review...</p>
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
      {read.state === "redirecting" && <p className="text-sm text-muted-foreground">Redirecting...</p>}
      {read.state === "error" && (
        <LoadError
          title="Unable to load the performance review"
          message="Something went wrong while loading this questionnaire. Please try again."
          onRetry={read.retry}
        />
      )}
    </div>
  );
}

"use client";
import { Skeleton } from "@/components/ui/skeleton";
import { ScorecardForm, type ScorecardManager } from "./scorecard-form";
import { ScorecardHeader, type ScorecardEmployee } from "./scorecard-header";
import { useScorecardData } from "./use-scorecard-data";
import { LoadError } from "@/components/shell/load-error";

type Props = { employee: ScorecardEmployee; manager: ScorecardManager; evaluationId: string | null };

/** /scorecard/{employeeId}: loading, access failures, error, empty state, then the form. */
export function ScorecardScreen({ employee, manager, evaluationId }: Props) {
  const data = useScorecardData(employee.id, manager.id, evaluationId);

  if (data.state === "ready" && data.competencies.length > 0) {
    return (
      <ScorecardForm
        employee={employee}
        manager={manager}
        competencies={data.competencies}
        evaluation={data.evaluation}
      />
    );
  }
  return (
    <div className="space-y-6">
      <ScorecardHeader employee={employee} state="new" />
      {data.state === "loading" && (
        <div className="space-y-4" aria-busy="true">
          <p className="text-sm text-muted-foreground">Loading evaluation...</p>
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
      {data.state === "redirecting" && <p className="text-sm text-muted-foreground">Redirecting...</p>}
      {data.state === "error" && (
        <LoadError
          title="Unable to load the evaluation"
          message="Something went wrong while loading this employee's competencies. Please try again."
          onRetry={data.retry}
        />
      )}
      {data.state === "ready" && (
        <p className="rounded-xl border bg-card p-8 text-center text-muted-foreground">
          No behavioral competencies found for this employee&apos;s role.
        </p>
      )}
    </div>
  );
}

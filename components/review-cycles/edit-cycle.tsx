"use client";
import { useQuery } from "@tanstack/react-query";
import { LoadingBars } from "@/components/ui/loading-bars";
import { LoadError } from "@/components/shell/load-error";
import { CycleForm } from "@/components/review-cycles/cycle-form";
import { cycleValues } from "@/components/review-cycles/cycle-form-values";
import { reviewCycleQuery } from "@/components/review-cycles/review-cycle-queries";
import { messageOf } from "@/lib/client/api";

/** /hr/review-cycles/{id}/edit: a draft's name, zone, period and phases (the server refuses others). */
export function EditCycle({ cycleId }: { cycleId: number }) {
  const cycle = useQuery(reviewCycleQuery(cycleId));
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-semibold">Edit {cycle.data?.name ?? "cycle"}</h2>
      {cycle.error ? (
        <LoadError
          title="Failed to load the review cycle"
          message={messageOf(cycle.error, "Please try again.")}
          onRetry={() => void cycle.refetch()}
          isRetrying={cycle.isFetching}
        />
      ) : !cycle.data ? (
        <LoadingBars label="Loading the review cycle" bars={["h-40 w-full"]} />
      ) : (
        <CycleForm initial={cycleValues(cycle.data)} cycleId={cycleId} />
      )}
    </div>
  );
}

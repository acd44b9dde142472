"use client";
import { useQuery } from "@tanstack/react-query";
import { LoadingBars } from "@/components/ui/loading-bars";
import { LoadError } from "@/components/shell/load-error";
import { CycleForm } from "@/components/review-cycles/cycle-form";
import { cycleValues } from "@/components/review-cycles/cycle-form-values";
import { cyclePageQuery, reviewCycleQuery } from "@/components/review-cycles/review-cycle-queries";
import type { EligibilityAnswer } from "@/components/review-cycles/cycle-types";
import { messageOf } from "@/lib/client/api";

/** /hr/review-cycles/{id}/edit: a draft's name, zone, period and phases (the server refuses others). */
export function EditCycle({ cycleId }: { cycleId: number }) {
  const cycle = useQuery(reviewCycleQuery(cycleId));
  // The rules come with the eligibility preview's first page.
  const preview = useQuery(cyclePageQuery<EligibilityAnswer>(cycleId, "eligibility", 1));
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-semibold">Edit {cycle.data?.name ?? "cycle"}</h2>
      {cycle.error || preview.error ? (
        <LoadError
          title="Failed to load the review cycle"
          message={messageOf(cycle.error ?? preview.error, "Please try again.")}
          onRetry={() => {
            if (cycle.error) void cycle.refetch();
            if (preview.error) void preview.refetch();
          }}
          isRetrying={cycle.isFetching || preview.isFetching}
        />
      ) : !cycle.data || !preview.data ? (
        <LoadingBars label="Loading the review cycle" bars={["h-40 w-full"]} />
      ) : (
        <CycleForm initial={cycleValues(cycle.data, preview.data.rules)} cycleId={cycleId} />
      )}
    </div>
  );
}

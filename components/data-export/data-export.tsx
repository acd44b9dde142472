"use client";
import { useCallback, useMemo } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { replaceAddress } from "@/lib/client/replace-address";
import { FileSpreadsheet, Loader2, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { LoadingBars } from "@/components/ui/loading-bars";
import { LoadError } from "@/components/shell/load-error";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  filtersFromSearchParams,
  filtersToSearchParams,
  type EvaluationFilters,
} from "@/lib/shared/schemas/data-export";
import {
  allCompletedEvaluationsKey,
  completedEvaluationsQuery,
  evaluationFilterOptionsQuery,
  exportCycleOptionsQuery,
} from "@/components/data-export/data-export-queries";
import { MetricCards } from "@/components/data-export/metric-cards";
import { EvaluationFiltersBar } from "@/components/data-export/evaluation-filters";
import { EvaluationsTable } from "@/components/data-export/evaluations-table";
import { PaginationBar } from "@/components/shell/pagination-bar";
import { ExportProgress } from "@/components/data-export/export-progress";
import { useExportEvaluations } from "@/components/data-export/use-export-evaluations";

/** HR Data Export (spec 1 §2): metrics, filters (kept in the URL), the table, pages and the Excel export. */
export function DataExport() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const query = searchParams.toString();
  const { page, ...filters } = useMemo(() => filtersFromSearchParams(new URLSearchParams(query)), [query]);
  const queryClient = useQueryClient();
  const list = useQuery(completedEvaluationsQuery(filters, page));
  const options = useQuery(evaluationFilterOptionsQuery());
  const cycles = useQuery(exportCycleOptionsQuery());
  const { exportEvaluations, progress } = useExportEvaluations();

  const go = useCallback(
    (next: EvaluationFilters, nextPage = 1) =>
      replaceAddress(pathname, filtersToSearchParams(next, nextPage).toString()),
    [pathname],
  );
  const onFilters = useCallback((next: EvaluationFilters) => go(next, 1), [go]);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: allCompletedEvaluationsKey });
  const answer = list.data;
  // The answer for these filters (not the last page's, kept while the next one loads) has nobody:
  // an export would be a file of headers only.
  const nothingToExport = !!answer && !list.isPlaceholderData && answer.pagination.totalCount === 0;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-2xl font-semibold">Data Export</h2>
          <p className="text-sm text-muted-foreground">
            Completed evaluations across the organisation, with each employee&apos;s three assessments.
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" onClick={refresh} softDisabled={list.isFetching}>
            <RefreshCw aria-hidden className={list.isFetching ? "animate-spin" : undefined} />
            Refresh
          </Button>
          <Button
            onClick={() => void exportEvaluations(filters)}
            softDisabled={!!progress}
            disabled={nothingToExport}
            aria-describedby={nothingToExport ? "nothing-to-export" : undefined}
          >
            {progress ? <Loader2 aria-hidden className="animate-spin" /> : <FileSpreadsheet aria-hidden />}
            {progress ? "Exporting..." : "Export Evaluation Data"}
          </Button>
        </div>
      </div>
      {nothingToExport && (
        <p id="nothing-to-export" className="text-right text-sm text-muted-foreground">
          No evaluations match the current filters, so there is nothing to export.
        </p>
      )}
      {progress && <ExportProgress progress={progress} />}
      {/* After a failed read the cards would wait forever (or show the last filters' counts):
          the error below says what happened instead. */}
      {!list.error && <MetricCards metrics={answer?.metrics} />}
      <EvaluationFiltersBar
        filters={filters}
        options={options.data}
        cycles={cycles.data?.cycles}
        onChange={onFilters}
      />
      {list.error ? (
        <LoadError
          title="Failed to fetch evaluations"
          message="Failed to load evaluation data. Please try refreshing the page."
          onRetry={() => void list.refetch()}
        />
      ) : !answer ? (
        <LoadingBars label="Loading evaluations" bars={Array(3).fill("h-10 w-full")} />
      ) : answer.data.length === 0 ? (
        <p className="rounded-lg border border-dashed bg-background p-10 text-center text-muted-foreground">
          No evaluations found matching the current filters.
        </p>
      ) : (
        <EvaluationsTable rows={answer.data} />
      )}
      {answer && (
        <PaginationBar
          page={answer.pagination.page}
          totalPages={answer.pagination.totalPages}
          onPage={(p) => go(filters, p)}
          disabled={list.isPlaceholderData}
        />
      )}
    </div>
  );
}

import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getJson } from "@/lib/client/api";
import {
  filtersToSearchParams,
  type CompletedEvaluationsAnswer,
  type EvaluationFilterOptions,
  type EvaluationFilters,
} from "@/lib/shared/schemas/data-export";

// HR Data Export's reads (docs/decisions/0008). Refresh invalidates them all (allCompletedEvaluationsKey).

/** The prefix of every Data Export read: the list pages and the filter options. */
export const allCompletedEvaluationsKey = ["completed-evaluations"] as const;

const LIST_URL = "/api/hr/completed-evaluations";

export const completedEvaluationsQuery = (filters: EvaluationFilters, page: number) => {
  const params = filtersToSearchParams(filters, page).toString();
  return queryOptions({
    queryKey: [...allCompletedEvaluationsKey, "list", params],
    queryFn: getJson<CompletedEvaluationsAnswer>(`${LIST_URL}?${params}`),
    // The page shown stays while the next one loads: the pager (and the focus on it) stays put.
    placeholderData: keepPreviousData,
  });
};

export const evaluationFilterOptionsQuery = () =>
  queryOptions({
    queryKey: [...allCompletedEvaluationsKey, "filter-options"],
    queryFn: getJson<EvaluationFilterOptions>(`${LIST_URL}/filter-options`),
  });

export type ExportCycleOption = { id: number; name: string; status: string };

/** The review cycles the export can be filtered by (issue 32 §8); the default is the active one. */
export const exportCycleOptionsQuery = () =>
  queryOptions({
    queryKey: ["completed-evaluations", "cycles"],
    queryFn: getJson<{ cycles: ExportCycleOption[] }>("/api/hr/review-cycles"),
  });

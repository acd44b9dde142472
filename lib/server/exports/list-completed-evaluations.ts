import "server-only";
import { countEvaluations, countForStatus } from "@/lib/server/exports/evaluation-metrics";
import { readEvaluationRows } from "@/lib/server/exports/evaluation-rows";
import type { CompletedEvaluationsAnswer, CompletedEvaluationsQuery } from "@/lib/shared/schemas/data-export";

/**
 * GET /api/hr/completed-evaluations: one page of rows and the metrics, two statements run side
 * by side. The row count under the status filter comes from the metrics, so no third count query.
 * A page past the end is an empty page, not an error.
 */
export async function listCompletedEvaluations(
  query: CompletedEvaluationsQuery,
): Promise<CompletedEvaluationsAnswer> {
  const { page, pageSize, ...filters } = query;
  const [data, metrics] = await Promise.all([
    readEvaluationRows(filters, { kind: "page", limit: pageSize, offset: (page - 1) * pageSize }),
    countEvaluations(filters),
  ]);
  const totalCount = countForStatus(metrics, filters.status);
  return {
    data,
    pagination: { page, pageSize, totalPages: Math.max(1, Math.ceil(totalCount / pageSize)), totalCount },
    metrics,
  };
}

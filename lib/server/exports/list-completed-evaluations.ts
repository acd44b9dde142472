import "server-only";
import { countEvaluations, countForStatus } from "@/lib/server/exports/evaluation-metrics";
import { readEvaluationRows } from "@/lib/server/exports/evaluation-rows";
import type { CompletedEvaluationsAnswer, CompletedEvaluationsQuery } from "@/lib/shared/schemas/data-export";
import { pageCount, pageWithin } from "@/lib/shared/schemas/params";

/**
 * GET /api/hr/completed-evaluations: one page of rows and the metrics, two statements run side
 * by side. The row count under the status filter comes from the metrics, so no third count query.
 * A page past the end answers the last page (read again: the rows were asked for in parallel).
 */
export async function listCompletedEvaluations(
  query: CompletedEvaluationsQuery,
): Promise<CompletedEvaluationsAnswer> {
  const { page: asked, pageSize, ...filters } = query;
  const rowsOf = (page: number) =>
    readEvaluationRows(filters, { kind: "page", limit: pageSize, offset: (page - 1) * pageSize });
  const [askedRows, metrics] = await Promise.all([rowsOf(asked), countEvaluations(filters)]);
  const totalCount = countForStatus(metrics, filters.status);
  const page = pageWithin(asked, totalCount, pageSize);
  const data = page === asked ? askedRows : await rowsOf(page);
  return {
    data,
    pagination: { page, pageSize, totalPages: pageCount(totalCount, pageSize), totalCount },
    metrics,
  };
}

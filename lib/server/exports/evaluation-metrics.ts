import "server-only";
import { ALL_DONE, cycleCte, doneCte, filterWhere, peopleFrom } from "@/lib/server/exports/evaluation-sql";
import { withoutJit } from "@/lib/server/exports/without-jit";
import type { EvaluationFilters, EvaluationMetrics } from "@/lib/shared/schemas/data-export";

/**
 * The four metric cards (spec 1 §2) in ONE aggregate statement: every employee matching the
 * search, manager and department filters, broken down by completion status. The status filter
 * is left out on purpose, so the cards keep showing the whole breakdown while a status is picked.
 */
export async function countEvaluations(
  filters: Omit<EvaluationFilters, "status">,
): Promise<EvaluationMetrics> {
  const [row] = await withoutJit(
    (tx) => tx.$queryRaw<EvaluationMetrics[]>`
    WITH ${cycleCte(filters.cycle)}, ${doneCte}
    SELECT count(*)::int AS "totalCount",
      count(*) FILTER (WHERE d.n = ${ALL_DONE})::int AS "completeCount",
      count(*) FILTER (WHERE d.n BETWEEN 1 AND ${ALL_DONE} - 1)::int AS "partialCount",
      count(*) FILTER (WHERE d.n IS NULL)::int AS "pendingCount"
    FROM ${peopleFrom} LEFT JOIN done d ON d.id = e.id
    WHERE ${filterWhere(filters)}`,
  );
  return row ?? { totalCount: 0, completeCount: 0, partialCount: 0, pendingCount: 0 };
}

/** How many rows a status filter leaves, read off the metrics. */
export function countForStatus(metrics: EvaluationMetrics, status: EvaluationFilters["status"]): number {
  switch (status) {
    case "Complete":
      return metrics.completeCount;
    case "Partial":
      return metrics.partialCount;
    case "Pending":
      return metrics.pendingCount;
    default:
      return metrics.totalCount;
  }
}

import { route } from "@/lib/server/http/route";
import { versionedJson } from "@/lib/server/answers/versioned-answer";
import { listCompletedEvaluations } from "@/lib/server/exports/list-completed-evaluations";
import { completedEvaluationsQuerySchema, evaluationsQueryKey } from "@/lib/shared/schemas/data-export";

// GET /api/hr/completed-evaluations – one page of the HR Data Export view, with its metrics
// Keyed by the data version (ADR 0020): the same for every HR user, so one entry per filtered page.
export const GET = route({ access: "hr", query: completedEvaluationsQuerySchema }, async ({ req, query }) =>
  versionedJson(req, {
    call: `completed-evaluations?${evaluationsQueryKey(query)}`,
    owner: "hr",
    compute: () => listCompletedEvaluations(query),
  }),
);

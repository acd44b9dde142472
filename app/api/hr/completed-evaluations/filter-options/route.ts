import { route } from "@/lib/server/http/route";
import { versionedJson } from "@/lib/server/answers/versioned-answer";
import { listEvaluationFilterOptions } from "@/lib/server/exports/evaluation-filter-options";

// GET /api/hr/completed-evaluations/filter-options – the Data Export's manager and department lists
export const GET = route({ access: "hr" }, async ({ req }) =>
  versionedJson(req, {
    call: "evaluation-filter-options",
    owner: "hr",
    compute: () => listEvaluationFilterOptions(),
  }),
);

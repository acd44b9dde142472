// GET /api/evaluation-status/{managerId} – evaluation status of every employee in the manager's hierarchy (the manager must be the caller)
import { route } from "@/lib/server/http/route";
import { statusListParams } from "@/lib/shared/schemas/team";
import { listEvaluationStatuses } from "@/lib/server/team/evaluation-status";
import { requireOwnManager } from "@/lib/server/team/acting-manager";
import { versionedJson } from "@/lib/server/answers/versioned-answer";

// Keyed by the data version (ADR 0020): ownership is checked first, then the cached answer or 304,
// gzipped once per version (ADR 0079).
export const GET = route(
  { access: "manager", params: statusListParams, gzipped: true },
  async ({ req, session, params, gzip }) =>
    versionedJson(req, {
      gzip,
      call: "status-list",
      owner: requireOwnManager(session, params.managerId).hrisId,
      compute: () => listEvaluationStatuses(session, params.managerId),
    }),
);

// GET /api/evaluation-status/{managerId} – evaluation status of every employee in the manager's hierarchy (the manager must be the caller)
import { route } from "@/lib/server/http/route";
import { statusListParams } from "@/lib/shared/schemas/team";
import { listEvaluationStatuses } from "@/lib/server/team/evaluation-status";

export const GET = route({ access: "manager", params: statusListParams }, async ({ session, params }) =>
  listEvaluationStatuses(session, params.managerId),
);

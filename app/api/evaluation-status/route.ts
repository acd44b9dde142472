// GET /api/evaluation-status – evaluation status of every employee in the signed-in manager's hierarchy
import { route } from "@/lib/server/http/route";
import { listEvaluationStatuses } from "@/lib/server/team/evaluation-status";

export const GET = route({ access: "manager" }, async ({ session }) => listEvaluationStatuses(session));

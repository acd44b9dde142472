// GET /api/evaluation-status/{managerId}/{employeeId} – evaluation status of one employee of the caller's hierarchy
import { route } from "@/lib/server/http/route";
import { statusOneParams } from "@/lib/shared/schemas/team";
import { getEvaluationStatus } from "@/lib/server/team/evaluation-status";

export const GET = route({ access: "manager", params: statusOneParams }, async ({ session, params }) =>
  getEvaluationStatus(session, params.managerId, params.employeeId),
);

// GET /api/employees/{managerHrisId} – the signed-in manager's hierarchy with reporting levels, manager chain and department groups
import { route } from "@/lib/server/http/route";
import { teamListParams } from "@/lib/shared/schemas/team";
import { getTeamList } from "@/lib/server/team/get-team-list";

export const GET = route({ access: "manager", params: teamListParams }, async ({ session, params }) =>
  getTeamList(session, params.managerHrisId),
);

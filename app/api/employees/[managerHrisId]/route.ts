// GET /api/employees/{managerHrisId} – the signed-in manager's hierarchy with reporting levels, manager chain and department groups
import { route } from "@/lib/server/http/route";
import { teamListParams } from "@/lib/shared/schemas/team";
import { getTeamList } from "@/lib/server/team/get-team-list";
import { requireOwnManager } from "@/lib/server/team/acting-manager";
import { versionedJson } from "@/lib/server/answers/versioned-answer";

// Keyed by the data version (ADR 0020): ownership is checked first, then the cached answer or 304.
export const GET = route({ access: "manager", params: teamListParams }, async ({ req, session, params }) =>
  versionedJson(req, {
    call: "team-list",
    owner: requireOwnManager(session, params.managerHrisId).hrisId,
    compute: () => getTeamList(session, params.managerHrisId),
  }),
);

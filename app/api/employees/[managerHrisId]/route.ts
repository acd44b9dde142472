// GET /api/employees/{managerHrisId} – the signed-in manager's hierarchy with reporting levels, manager chain and department groups
// (?view=lean: the screens' variant, only the fields they show and no department groups)
import { route } from "@/lib/server/http/route";
import { teamListParams, teamListQuerySchema } from "@/lib/shared/schemas/team";
import { getLeanTeamList, getTeamList } from "@/lib/server/team/get-team-list";
import { requireOwnManager } from "@/lib/server/team/acting-manager";
import { versionedJson } from "@/lib/server/answers/versioned-answer";

// Keyed by the data version (ADR 0020): ownership is checked first, then the cached answer or 304,
// gzipped once per version (ADR 0079).
export const GET = route(
  { access: "manager", params: teamListParams, query: teamListQuerySchema, gzipped: true },
  async ({ req, session, params, query, gzip }) =>
    versionedJson(req, {
      gzip,
      call: query.view === "lean" ? "team-list-lean" : "team-list",
      owner: requireOwnManager(session, params.managerHrisId).hrisId,
      compute: () =>
        query.view === "lean"
          ? getLeanTeamList(session, params.managerHrisId)
          : getTeamList(session, params.managerHrisId),
    }),
);

import { route } from "@/lib/server/http/route";
import { cycleParams, reopenCycleBody } from "@/lib/shared/schemas/review-cycle";
import { reopenCycle } from "@/lib/server/review-cycles/reopen-cycle";

// POST /api/hr/review-cycles/{id}/reopen – {reason}: a closed cycle becomes active again
export const POST = route(
  { access: "hr", params: cycleParams, body: reopenCycleBody },
  async ({ session, params, body, ip }) => reopenCycle(session, params.id, body.reason, ip),
);

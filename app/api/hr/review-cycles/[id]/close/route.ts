import { route } from "@/lib/server/http/route";
import { closeCycleBody, cycleParams } from "@/lib/shared/schemas/review-cycle";
import { closeCycle } from "@/lib/server/review-cycles/close-cycle";

// POST /api/hr/review-cycles/{id}/close – {confirmUnsubmitted: true} when reviews are not submitted (409 "N reviews not submitted")
export const POST = route(
  { access: "hr", params: cycleParams, body: closeCycleBody },
  async ({ session, params, body, ip }) => closeCycle(session, params.id, body, ip),
);

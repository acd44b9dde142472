import { route } from "@/lib/server/http/route";
import { extendPhase } from "@/lib/server/review-cycles/extend-phase";
import { extendPhaseBody, extendPhaseParams } from "@/lib/shared/schemas/review-cycle";

// POST /api/hr/review-cycles/{id}/phases/{phase}/extend – a later due date for everyone or one person
export const POST = route(
  { access: "hr", params: extendPhaseParams, body: extendPhaseBody },
  ({ session, params, body, ip }) => extendPhase(session, params.id, params.phase, body, ip),
);

import { route } from "@/lib/server/http/route";
import { withdrawPhaseExcusal } from "@/lib/server/review-cycles/phase-excusals";
import { phaseExcusalParams } from "@/lib/shared/schemas/review-cycle";

// DELETE /api/hr/review-cycles/{id}/phase-excusals/{hrisId}/{phase} – take the excuse back (counted again)
export const DELETE = route({ access: "hr", params: phaseExcusalParams }, ({ session, params, ip }) =>
  withdrawPhaseExcusal(session, params.id, params.hrisId, params.phase, ip),
);

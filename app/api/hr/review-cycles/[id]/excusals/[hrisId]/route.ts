import { route } from "@/lib/server/http/route";
import { withdrawExcusal } from "@/lib/server/review-cycles/excusals";
import { participantParams } from "@/lib/shared/schemas/review-cycle";

// DELETE /api/hr/review-cycles/{id}/excusals/{hrisId} – take an excuse back (the problem blocks again)
export const DELETE = route({ access: "hr", params: participantParams }, ({ session, params, ip }) =>
  withdrawExcusal(session, params.id, params.hrisId, ip),
);

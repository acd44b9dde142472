import { route } from "@/lib/server/http/route";
import { cycleParams } from "@/lib/shared/schemas/review-cycle";
import { archiveCycle } from "@/lib/server/review-cycles/archive-cycle";

// POST /api/hr/review-cycles/{id}/archive – a closed cycle becomes archived
export const POST = route({ access: "hr", params: cycleParams }, async ({ session, params, ip }) =>
  archiveCycle(session, params.id, ip),
);

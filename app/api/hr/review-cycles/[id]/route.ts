import { route } from "@/lib/server/http/route";
import { cycleParams, updateCycleBody } from "@/lib/shared/schemas/review-cycle";
import { getCycle } from "@/lib/server/review-cycles/get-cycle";
import { updateCycle } from "@/lib/server/review-cycles/update-cycle";
import { deleteCycle } from "@/lib/server/review-cycles/delete-cycle";

// GET /api/hr/review-cycles/{id} – one cycle with its phases and completion
export const GET = route({ access: "hr", params: cycleParams }, async ({ params }) => getCycle(params.id));

// PATCH /api/hr/review-cycles/{id} – a draft: anything; an active cycle: its dates only
export const PATCH = route(
  { access: "hr", params: cycleParams, body: updateCycleBody },
  async ({ session, params, body, ip }) => updateCycle(session, params.id, body, ip),
);

// DELETE /api/hr/review-cycles/{id} – a cycle without reviews (409 with submitted ones: archive instead)
export const DELETE = route({ access: "hr", params: cycleParams }, async ({ session, params, ip }) =>
  deleteCycle(session, params.id, ip),
);

import { NextResponse } from "next/server";
import { route } from "@/lib/server/http/route";
import { excuseFromPhase } from "@/lib/server/review-cycles/phase-excusals";
import { cycleParams, phaseExcusalBody } from "@/lib/shared/schemas/review-cycle";

// POST /api/hr/review-cycles/{id}/phase-excusals – {hrisId, phase, reason}: one participant out of one
// phase's counts (someone on leave writes no self-review); the running cycle only
export const POST = route(
  { access: "hr", params: cycleParams, body: phaseExcusalBody },
  async ({ session, params, body, ip }) =>
    NextResponse.json(await excuseFromPhase(session, params.id, body, ip), { status: 201 }),
);

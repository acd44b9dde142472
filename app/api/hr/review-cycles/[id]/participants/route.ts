import { NextResponse } from "next/server";
import { route } from "@/lib/server/http/route";
import { addLateJoiner } from "@/lib/server/review-cycles/participants";
import { lateJoinerBody, launchCycleParams } from "@/lib/shared/schemas/review-cycle";

// POST /api/hr/review-cycles/{id}/participants – add a late joiner to the active cycle
export const POST = route(
  { access: "hr", params: launchCycleParams, body: lateJoinerBody },
  async ({ session, params, body, ip }) =>
    NextResponse.json(await addLateJoiner(session, params.id, body.hrisId, ip), { status: 201 }),
);

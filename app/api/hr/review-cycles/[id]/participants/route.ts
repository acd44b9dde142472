import { NextResponse } from "next/server";
import { route } from "@/lib/server/http/route";
import { addLateJoiner } from "@/lib/server/review-cycles/participants";
import { listParticipants } from "@/lib/server/review-cycles/list-participants";
import { lateJoinerBody, cycleParams, participantsQuery } from "@/lib/shared/schemas/review-cycle";

// GET /api/hr/review-cycles/{id}/participants?page=N&status=Active|Left – the cycle's participants,
// with their reviewer now and at launch, 50 a page
export const GET = route(
  { access: "hr", params: cycleParams, query: participantsQuery },
  ({ params, query }) => listParticipants(params.id, query),
);

// POST /api/hr/review-cycles/{id}/participants – add a late joiner to the active cycle
export const POST = route(
  { access: "hr", params: cycleParams, body: lateJoinerBody },
  async ({ session, params, body, ip }) =>
    NextResponse.json(await addLateJoiner(session, params.id, body.hrisId, ip), { status: 201 }),
);

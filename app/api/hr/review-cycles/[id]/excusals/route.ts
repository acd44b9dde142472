import { NextResponse } from "next/server";
import { route } from "@/lib/server/http/route";
import { excuseProblem } from "@/lib/server/review-cycles/excusals";
import { excusalBody, cycleParams } from "@/lib/shared/schemas/review-cycle";

// POST /api/hr/review-cycles/{id}/excusals – excuse one blocking eligibility problem, with a reason
export const POST = route(
  { access: "hr", params: cycleParams, body: excusalBody },
  async ({ session, params, body, ip }) =>
    NextResponse.json(await excuseProblem(session, params.id, body, ip), { status: 201 }),
);

import { NextResponse } from "next/server";
import { route } from "@/lib/server/http/route";
import { getLaunchProgress, launchCycle } from "@/lib/server/review-cycles/launch-cycle";
import { cycleParams } from "@/lib/shared/schemas/review-cycle";

// POST /api/hr/review-cycles/{id}/launch – make the Draft cycle Active and start the job that
// snapshots its participants (409 while blocking problems remain, when another cycle is active, or
// already_launched); 202 with the job's progress
export const POST = route({ access: "hr", params: cycleParams }, async ({ session, params, ip }) =>
  NextResponse.json(await launchCycle(session, params.id, ip), { status: 202 }),
);

// GET /api/hr/review-cycles/{id}/launch – the launch job's progress (done / total, rate, time left)
export const GET = route({ access: "hr", params: cycleParams }, ({ params }) => getLaunchProgress(params.id));

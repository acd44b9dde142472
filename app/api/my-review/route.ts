import { NextResponse } from "next/server";
import { route } from "@/lib/server/http/route";
import { getMyReview } from "@/lib/server/review-share/my-review";

// GET /api/my-review – the signed-in employee's latest shared review version (404 before sharing)
export const GET = route({ access: "manager" }, async ({ session }) =>
  NextResponse.json(await getMyReview(session), { headers: { "Cache-Control": "no-store" } }),
);

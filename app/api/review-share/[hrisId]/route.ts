import { NextResponse } from "next/server";
import { route } from "@/lib/server/http/route";
import { shareReview } from "@/lib/server/review-share/share-review";
import { getShareStatus } from "@/lib/server/review-share/share-status";
import { shareBody, shareParams } from "@/lib/shared/schemas/review-share";

// GET /api/review-share/{hrisId} – the active cycle's shared version and acknowledgements (the manager in hierarchy, HR)
export const GET = route({ access: "signed-in", params: shareParams }, async ({ session, params }) =>
  NextResponse.json(await getShareStatus(session, params.hrisId), {
    headers: { "Cache-Control": "no-store" },
  }),
);

// POST /api/review-share/{hrisId} – {confirm: true} shares the final review (409 outside the sharing phase, 422 incomplete)
export const POST = route(
  { access: "signed-in", params: shareParams, body: shareBody },
  ({ session, params, ip }) => shareReview(session, params.hrisId, ip),
);

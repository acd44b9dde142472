import { NextResponse } from "next/server";
import { route } from "@/lib/server/http/route";
import { getSelfReviewFor } from "@/lib/server/self-review/self-review-for-reader";
import { selfReviewParams } from "@/lib/shared/schemas/self-review";

// GET /api/self-review/{hrisId} – an employee's self-review: their manager (submitted, as the cycle's
// visibility says; 404 otherwise, a draft included) and HR
export const GET = route({ access: "signed-in", params: selfReviewParams }, async ({ session, params }) =>
  NextResponse.json(await getSelfReviewFor(session, params.hrisId), {
    headers: { "Cache-Control": "no-store" },
  }),
);

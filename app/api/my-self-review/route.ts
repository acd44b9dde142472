import { NextResponse } from "next/server";
import { route } from "@/lib/server/http/route";
import { getMySelfReview } from "@/lib/server/self-review/my-self-review";
import { saveSelfReview } from "@/lib/server/self-review/save-self-review";
import { selfReviewDraftBody } from "@/lib/shared/schemas/self-review";

// GET /api/my-self-review – the signed-in person's own self-review in the active cycle (issue 34 §1)
export const GET = route({ access: "manager" }, async ({ session }) =>
  NextResponse.json(await getMySelfReview(session), { headers: { "Cache-Control": "no-store" } }),
);

// PUT /api/my-self-review – {scores?, reflections?} saves a draft (409 review_submitted once submitted)
export const PUT = route({ access: "manager", body: selfReviewDraftBody }, ({ session, body }) =>
  saveSelfReview(session, body, { submit: false }),
);

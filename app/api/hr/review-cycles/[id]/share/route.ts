import { route } from "@/lib/server/http/route";
import { shareReviewsInBulk } from "@/lib/server/review-share/share-review";
import { bulkShareParams, shareBody } from "@/lib/shared/schemas/review-share";

// POST /api/hr/review-cycles/{id}/share – {confirm: true} shares every complete review of the cycle (409 outside the sharing phase)
export const POST = route(
  { access: "hr", params: bulkShareParams, body: shareBody },
  ({ session, params, ip }) => shareReviewsInBulk(session, params.id, ip),
);

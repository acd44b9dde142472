// GET /api/review-gap/{hrisId} – the per-item gap between the employee's submitted self-review and a
// manager's values review (their manager, as the cycle's visibility allows; HR)
import { route } from "@/lib/server/http/route";
import { getReviewGap } from "@/lib/server/review-gap/review-gap";
import { reviewGapParams } from "@/lib/shared/schemas/review-gap";

export const GET = route({ access: "signed-in", params: reviewGapParams }, async ({ session, params }) =>
  getReviewGap(session, params.hrisId),
);

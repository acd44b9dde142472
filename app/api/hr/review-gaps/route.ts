// GET /api/hr/review-gaps?groupBy=department|manager&page=N – the mean signed self − manager gap by
// department or reviewing manager, lenient and severe raters flagged (HR)
import { route } from "@/lib/server/http/route";
import { listReviewGaps } from "@/lib/server/review-gap/review-gaps-by-group";
import { reviewGapsQuery } from "@/lib/shared/schemas/review-gap";

export const GET = route({ access: "hr", query: reviewGapsQuery }, async ({ query }) =>
  listReviewGaps(query),
);

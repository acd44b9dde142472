import { route } from "@/lib/server/http/route";
import { saveSelfReview } from "@/lib/server/self-review/save-self-review";
import { selfReviewDraftBody } from "@/lib/shared/schemas/self-review";

// POST /api/my-self-review/submit – {scores?, reflections?} saves them and submits: every item scored
// (422 review_incomplete lists the missing ones), then read-only (409 review_submitted)
export const POST = route({ access: "manager", body: selfReviewDraftBody }, ({ session, body }) =>
  saveSelfReview(session, body, { submit: true }),
);

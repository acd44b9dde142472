import { route } from "@/lib/server/http/route";
import { saveSelfReview } from "@/lib/server/self-review/save-self-review";
import { selfReviewDraftBody, selfReviewParams } from "@/lib/shared/schemas/self-review";

// POST /api/hr/self-review/{hrisId}/submit – HR submits the self-review it filled in ("completed by HR on <date>")
export const POST = route(
  { access: "hr", params: selfReviewParams, body: selfReviewDraftBody },
  ({ session, params, body }) => saveSelfReview(session, body, { submit: true, hrisId: params.hrisId }),
);

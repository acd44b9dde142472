import { route } from "@/lib/server/http/route";
import { saveSelfReview } from "@/lib/server/self-review/save-self-review";
import { selfReviewDraftBody, selfReviewParams } from "@/lib/shared/schemas/self-review";

// PUT /api/hr/self-review/{hrisId} – HR fills in a self-review for someone on leave: a draft (issue 34 §9)
export const PUT = route(
  { access: "hr", params: selfReviewParams, body: selfReviewDraftBody },
  ({ session, params, body }) => saveSelfReview(session, body, { submit: false, hrisId: params.hrisId }),
);

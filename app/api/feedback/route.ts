import { route } from "@/lib/server/http/route";
import { submitFeedback } from "@/lib/server/feedback/submit-feedback";
import { listFeedback } from "@/lib/server/feedback/list-feedback";
import { feedbackListQuerySchema, submitFeedbackSchema } from "@/lib/shared/schemas/feedback";
import { MAX_FEEDBACK_BODY_BYTES } from "@/lib/shared/feedback-images";

// POST /api/feedback – anyone (guests included, within quotas) submits feedback; the author comes from the session
export const POST = route(
  { access: "public", body: submitFeedbackSchema, maxBodyBytes: MAX_FEEDBACK_BODY_BYTES },
  async ({ body, session, ip }) => submitFeedback(body, session, ip),
);

// GET /api/feedback – one filtered page of feedback for the HR dashboard, its total and the four counters
export const GET = route({ access: "hr", query: feedbackListQuerySchema }, async ({ query }) =>
  listFeedback(query),
);

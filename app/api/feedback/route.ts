import { route } from "@/lib/server/http/route";
import { submitFeedback } from "@/lib/server/feedback/submit-feedback";
import { listFeedback } from "@/lib/server/feedback/list-feedback";
import { submitFeedbackSchema } from "@/lib/shared/schemas/feedback";
import { MAX_FEEDBACK_BODY_BYTES } from "@/lib/shared/feedback-images";

// POST /api/feedback – anyone (guests included, rate limited) submits feedback; the author comes from the session
export const POST = route(
  { access: "public", body: submitFeedbackSchema, maxBodyBytes: MAX_FEEDBACK_BODY_BYTES },
  async ({ body, session, ip }) => submitFeedback(body, session, ip),
);

// GET /api/feedback – every feedback item for the HR dashboard, with attachment metadata only
export const GET = route({ access: "hr" }, async () => listFeedback());

import { route } from "@/lib/server/http/route";
import { readFeedbackAttachment } from "@/lib/server/feedback/read-feedback-attachment";
import { feedbackAttachmentParamsSchema } from "@/lib/shared/schemas/feedback";

// GET /api/feedback/{id}/attachments/{position} – one attached image, for HR only, as its stored image type
export const GET = route({ access: "hr", params: feedbackAttachmentParamsSchema }, async ({ params }) =>
  readFeedbackAttachment(params.id, params.position),
);

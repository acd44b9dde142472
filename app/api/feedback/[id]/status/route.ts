import { route } from "@/lib/server/http/route";
import { updateFeedbackStatus } from "@/lib/server/feedback/update-feedback-status";
import { feedbackIdParamsSchema, feedbackStatusSchema } from "@/lib/shared/schemas/feedback";

// PATCH /api/feedback/{id}/status – HR sets a feedback item to Open, In Progress or Closed
export const PATCH = route(
  { access: "hr", params: feedbackIdParamsSchema, body: feedbackStatusSchema, maxBodyBytes: 1024 },
  async ({ session, params, body, ip }) => updateFeedbackStatus(session, params.id, body.status, ip),
);

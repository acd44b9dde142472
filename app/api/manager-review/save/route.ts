// POST /api/manager-review/save – save a manager values review, draft or final (one per employee, manager and cycle)
import { route } from "@/lib/server/http/route";
import { valuesReviewBodySchema } from "@/lib/shared/schemas/values-review";
import { saveValuesReview } from "@/lib/server/values-review/save-values-review";

export const POST = route(
  { access: "manager", body: valuesReviewBodySchema, maxBodyBytes: 256 * 1024 },
  async ({ session, body }) => saveValuesReview(session, body),
);

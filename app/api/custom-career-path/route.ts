// POST /api/custom-career-path – one step (titleId → nextTitleId) of a custom path built call by call
import { route } from "@/lib/server/http/route";
import { customStepSchema } from "@/lib/shared/career-paths/schemas";
import { addCustomStep } from "@/lib/server/career-paths/custom-path-steps";

export const POST = route(
  { access: "manager", body: customStepSchema, maxBodyBytes: 4 * 1024 },
  async ({ session, body }) => addCustomStep(session, body),
);

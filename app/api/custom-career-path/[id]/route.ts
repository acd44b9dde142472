// DELETE /api/custom-career-path/{id} – a manager deletes one stored step
// PATCH /api/custom-career-path/{id} – HR verifies (or un-verifies) the path the row belongs to
import { route } from "@/lib/server/http/route";
import { customRowParams, verifyCustomPathSchema } from "@/lib/shared/career-paths/schemas";
import { deleteCustomStep } from "@/lib/server/career-paths/custom-path-steps";
import { setCustomPathVerification } from "@/lib/server/career-paths/verify-custom-path";

export const DELETE = route({ access: "manager", params: customRowParams }, async ({ session, params }) =>
  deleteCustomStep(session, params.id),
);

export const PATCH = route(
  { access: "hr", params: customRowParams, body: verifyCustomPathSchema, maxBodyBytes: 1024 },
  async ({ session, params, body, ip }) => setCustomPathVerification(session, params.id, body, ip),
);

// POST /api/career-path/custom – a manager creates a custom path from an ordered list of titles
import { route } from "@/lib/server/http/route";
import { createCustomPathSchema } from "@/lib/shared/career-paths/schemas";
import { createCustomPath } from "@/lib/server/career-paths/write-custom-path";

export const POST = route(
  { access: "manager", body: createCustomPathSchema, maxBodyBytes: 8 * 1024 },
  async ({ session, body }) =>
    createCustomPath(session, {
      employee: body.employeeId,
      titleSequence: body.titleSequence,
      notes: body.notes,
      verified: body.verified,
    }),
);

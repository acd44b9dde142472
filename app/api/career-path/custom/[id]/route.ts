// PUT, DELETE /api/career-path/custom/{id} – replace or delete the custom path that row {id} belongs to
import { route } from "@/lib/server/http/route";
import { customRowParams, replaceCustomPathSchema } from "@/lib/shared/career-paths/schemas";
import { deleteCustomPath, replaceCustomPath } from "@/lib/server/career-paths/write-custom-path";

export const PUT = route(
  { access: "manager", params: customRowParams, body: replaceCustomPathSchema, maxBodyBytes: 8 * 1024 },
  async ({ session, params, body }) => replaceCustomPath(session, params.id, body),
);

export const DELETE = route({ access: "manager", params: customRowParams }, async ({ session, params }) =>
  deleteCustomPath(session, params.id),
);

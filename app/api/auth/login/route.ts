import { route } from "@/lib/server/http/route";
import { managerLoginSchema } from "@/lib/shared/schemas/auth";
import { loginManager } from "@/lib/server/auth/login";
import { endReplacedSession, jsonWithSession } from "@/lib/server/auth/set-session-cookie";

// POST /api/auth/login – sign a manager in by email or HRIS ID; answers { user, manager }
export const POST = route(
  { access: "public", body: managerLoginSchema, maxBodyBytes: 4096 },
  async ({ body, ip, session }) => {
    const { claims, user, manager } = await loginManager(body, ip);
    await endReplacedSession(session, claims);
    return jsonWithSession({ user, manager }, claims);
  },
);

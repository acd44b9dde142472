import { route } from "@/lib/server/http/route";
import { hrLoginSchema } from "@/lib/shared/schemas/auth";
import { loginHr } from "@/lib/server/auth/login";
import { endReplacedSession, jsonWithSession } from "@/lib/server/auth/set-session-cookie";

// POST /api/hr/login – sign an HR administrator in; answers { user: { id, username } }
export const POST = route(
  { access: "public", body: hrLoginSchema, maxBodyBytes: 4096 },
  async ({ body, ip, session }) => {
    const { claims, user } = await loginHr(body, ip);
    await endReplacedSession(session, claims);
    return jsonWithSession({ user }, claims);
  },
);

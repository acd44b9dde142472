import { route } from "@/lib/server/http/route";
import { reauthSchema } from "@/lib/shared/schemas/passwords";
import { confirmHrPassword } from "@/lib/server/passwords/confirm-hr-password";
import { deviceCookieName } from "@/lib/server/auth/device-cookie";
import { jsonWithSession } from "@/lib/server/auth/set-session-cookie";

// POST /api/hr/reauth – { password }: confirm the HR user's password; re-issues the session with a fresh sign-in time
export const POST = route(
  { access: "hr", body: reauthSchema, maxBodyBytes: 2048 },
  async ({ req, session, body, ip }) => {
    const deviceCookie = req.cookies.get(deviceCookieName("hr"))?.value;
    return jsonWithSession({ ok: true }, await confirmHrPassword(session, body.password, ip, deviceCookie));
  },
);

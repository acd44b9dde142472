import { route } from "@/lib/server/http/route";
import { hrLoginSchema } from "@/lib/shared/schemas/auth";
import { loginHr } from "@/lib/server/auth/login";
import { deviceCookieName, setDeviceCookie } from "@/lib/server/auth/device-cookie";
import { endReplacedSession, jsonWithSession } from "@/lib/server/auth/set-session-cookie";

// POST /api/hr/login – sign an HR administrator in; answers { user: { id, username } } (and a device cookie)
export const POST = route(
  { access: "public", body: hrLoginSchema, maxBodyBytes: 4096 },
  async ({ req, body, ip, session }) => {
    const deviceCookie = req.cookies.get(deviceCookieName("hr"))?.value;
    const { claims, user, ...signedIn } = await loginHr(body, { ip, deviceCookie });
    await endReplacedSession(session, claims);
    return setDeviceCookie(await jsonWithSession({ user }, claims), "hr", signedIn.deviceCookie);
  },
);

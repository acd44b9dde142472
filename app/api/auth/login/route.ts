import { route } from "@/lib/server/http/route";
import { managerLoginSchema } from "@/lib/shared/schemas/auth";
import { loginManager } from "@/lib/server/auth/login";
import { deviceCookieName, setDeviceCookie } from "@/lib/server/auth/device-cookie";
import { endReplacedSession, jsonWithSession } from "@/lib/server/auth/set-session-cookie";

// POST /api/auth/login – sign a manager in by email or HRIS ID; answers { user, manager } (and a device cookie)
export const POST = route(
  { access: "public", body: managerLoginSchema, maxBodyBytes: 4096 },
  async ({ req, body, ip, session }) => {
    const deviceCookie = req.cookies.get(deviceCookieName("manager"))?.value;
    const { claims, user, manager, ...signedIn } = await loginManager(body, { ip, deviceCookie });
    await endReplacedSession(session, claims);
    return setDeviceCookie(
      await jsonWithSession({ user, manager }, claims),
      "manager",
      signedIn.deviceCookie,
    );
  },
);

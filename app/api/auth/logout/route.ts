import { route } from "@/lib/server/http/route";
import { revokeSession } from "@/lib/server/auth/session";
import { jsonClearingSession } from "@/lib/server/auth/set-session-cookie";
import { auditSignOut } from "@/lib/server/audit-sign-in";

// POST /api/auth/logout – end the session on the server (a copy of the cookie is refused from now
// on) and clear the cookie, which every tab shares
export const POST = route({ access: "public" }, async ({ session, ip }) => {
  if (session) {
    await revokeSession(session);
    await auditSignOut(session, ip);
  }
  return jsonClearingSession({ ok: true });
});

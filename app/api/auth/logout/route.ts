import { db } from "@/lib/server/db/client";
import { route } from "@/lib/server/http/route";
import { revokeSession } from "@/lib/server/auth/session";
import { jsonClearingSession } from "@/lib/server/auth/set-session-cookie";
import { auditSignOut } from "@/lib/server/audit/audit-sign-in";

// POST /api/auth/logout – end the session on the server (a copy of the cookie is refused from now
// on) and clear the cookie, which every tab shares
export const POST = route({ access: "public" }, async ({ session, ip }) => {
  // The session ends with its audit row or not at all: the sign-out dialog says "still signed in"
  // on a failure, which must then be true.
  if (session)
    await db.$transaction(async (tx) => {
      await revokeSession(session, tx);
      await auditSignOut(session, ip, tx);
    });
  return jsonClearingSession({ ok: true });
});

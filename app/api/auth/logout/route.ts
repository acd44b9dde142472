import { route } from "@/lib/server/http/route";
import { jsonClearingSession } from "@/lib/server/auth/set-session-cookie";

// POST /api/auth/logout – end the session (the cookie is shared by every tab)
export const POST = route({ access: "public" }, async () => jsonClearingSession({ ok: true }));

import { route } from "@/lib/server/http/route";
import { changePasswordSchema } from "@/lib/shared/schemas/passwords";
import { changeOwnPassword } from "@/lib/server/passwords/change-password";
import { jsonWithSession } from "@/lib/server/auth/set-session-cookie";

// POST /api/auth/change-password – a manager replaces the distributed password with their own; this
// session continues (re-issued), every other session of the account ends
export const POST = route(
  { access: "manager", body: changePasswordSchema, maxBodyBytes: 4096, allowPendingPasswordChange: true },
  async ({ session, body, ip }) => jsonWithSession({ ok: true }, await changeOwnPassword(session, body, ip)),
);

import { route } from "@/lib/server/http/route";
import { hrChangePasswordSchema } from "@/lib/shared/schemas/hr-password";
import { changeHrPassword } from "@/lib/server/hr-users/change-hr-password";
import { jsonWithSession } from "@/lib/server/auth/set-session-cookie";

// POST /api/hr/change-password – an HR administrator replaces their own password (current one
// required); this session continues (re-issued), every other session of the account ends
export const POST = route(
  { access: "hr", body: hrChangePasswordSchema, maxBodyBytes: 4096 },
  async ({ session, body, ip }) => jsonWithSession({ ok: true }, await changeHrPassword(session, body, ip)),
);

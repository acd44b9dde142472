import { route } from "@/lib/server/http/route";
import { sendEmailSchema } from "@/lib/shared/schemas/passwords";
import { sendLoginEmail } from "@/lib/server/mail/send-login-email";

// POST /api/hr/send-email – { hrisId }: send that employee their login email now
export const POST = route(
  { access: "hr", body: sendEmailSchema, maxBodyBytes: 2048 },
  async ({ session, body, ip }) => sendLoginEmail(session, body.hrisId, ip),
);

import { route } from "@/lib/server/http/route";
import { queueLoginEmails } from "@/lib/server/mail/email-outbox";

// POST /api/hr/send-all-emails – queue every employee's login email; answers { message } at once.
// Needs a recent sign-in.
export const POST = route({ access: "hr-recent" }, async ({ session, ip }) => queueLoginEmails(session, ip));

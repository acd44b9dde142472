import { route } from "@/lib/server/http/route";
import { isMailConfigured } from "@/lib/server/mail/mail-transport";

// GET /api/hr/email-status – { isConfigured }: whether a mail transport (SMTP_URL) is set
export const GET = route({ access: "hr" }, async () => ({ isConfigured: isMailConfigured() }));

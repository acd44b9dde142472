import { route } from "@/lib/server/http/route";
import { sendNudges } from "@/lib/server/reminders/send-nudges";
import { nudgeBody, nudgeParams } from "@/lib/shared/schemas/nudges";

// POST /api/review-cycles/{id}/nudges – nudge people who have not finished a phase (HR: anyone in
// the cycle; a manager: their own subtree, 403 outside); per person "sent" or "skipped" with why
export const POST = route(
  { access: "signed-in", params: nudgeParams, body: nudgeBody },
  ({ session, params, body, ip }) => sendNudges(session, params.id, body, ip),
);

import { route } from "@/lib/server/http/route";
import { getReminderStatus } from "@/lib/server/reminders/reminder-status";

// GET /api/hr/reminders/status – the reminder planner's last run, and the reminders of the last 7 days
export const GET = route({ access: "hr" }, async () => getReminderStatus());

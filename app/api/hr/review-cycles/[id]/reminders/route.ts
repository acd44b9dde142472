import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { numericId } from "@/lib/shared/schemas/params";
import { reminderSettingsPatchSchema } from "@/lib/shared/schemas/reminders";
import { updateReminderSettings } from "@/lib/server/reminders/reminder-settings";

// PATCH /api/hr/review-cycles/{id}/reminders – change a cycle's reminder settings (issue 33); audited
export const PATCH = route(
  {
    access: "hr",
    params: z.object({ id: numericId("review cycle id") }),
    body: reminderSettingsPatchSchema,
  },
  async ({ session, params, body, ip }) => updateReminderSettings(session, params.id, body, ip),
);

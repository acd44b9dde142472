import { route } from "@/lib/server/http/route";
import { csvAttachment } from "@/lib/server/csv/csv-download";
import { exportPasswordsCsv } from "@/lib/server/passwords/password-list";

// GET /api/hr/passwords-csv – employee-passwords-{date}.csv (audited; recent sign-in)
export const GET = route({ access: "hr-recent" }, async ({ session, ip }) => {
  const { fileName, csv } = await exportPasswordsCsv(session, ip);
  return csvAttachment(csv, fileName);
});

import { route } from "@/lib/server/http/route";
import { csvAttachment } from "@/lib/server/csv/csv-download";
import { exportPasswordsCsv } from "@/lib/server/passwords/password-list";
import { fileDownloadQuery } from "@/lib/shared/schemas/params";

// GET /api/hr/passwords-csv – employee-passwords-{date}.csv (audited; recent sign-in)
export const GET = route(
  { access: "hr-recent", query: fileDownloadQuery },
  async ({ session, ip, query }) => {
    const { fileName, csv } = await exportPasswordsCsv(session, ip, query.timeZone);
    return csvAttachment(csv, fileName);
  },
);

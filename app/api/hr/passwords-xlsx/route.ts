import { route } from "@/lib/server/http/route";
import { attachmentDisposition } from "@/lib/server/csv/csv-download";
import { XLSX_CONTENT_TYPE } from "@/lib/server/exports/export-evaluations-xlsx";
import { exportPasswordsXlsx } from "@/lib/server/passwords/password-workbook";
import { fileDownloadQuery } from "@/lib/shared/schemas/params";

// GET /api/hr/passwords-xlsx – employee-passwords-{date}.xlsx, text cells (audited; recent sign-in)
export const GET = route(
  { access: "hr-recent", query: fileDownloadQuery },
  async ({ session, ip, query }) => {
    const { fileName, body } = await exportPasswordsXlsx(session, ip, query.timeZone);
    return new Response(body, {
      headers: {
        "Content-Type": XLSX_CONTENT_TYPE,
        "Content-Disposition": attachmentDisposition(fileName),
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
);

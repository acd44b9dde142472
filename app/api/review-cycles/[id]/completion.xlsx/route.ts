import { route } from "@/lib/server/http/route";
import { attachmentDisposition } from "@/lib/server/csv/csv-download";
import { exportCompletionXlsx } from "@/lib/server/review-cycles/export-completion-xlsx";
import { XLSX_CONTENT_TYPE } from "@/lib/server/exports/export-evaluations-xlsx";
import { completionExportQuery, completionParams } from "@/lib/shared/schemas/cycle-completion";

// GET /api/review-cycles/{id}/completion.xlsx?groupBy=department|manager&root={hrisId}&timeZone=… – the
// completion dashboard's numbers as a streamed workbook (same access as the dashboard)
export const GET = route(
  { access: "signed-in", params: completionParams, query: completionExportQuery },
  async ({ session, params, query }) => {
    const { timeZone, ...filters } = query;
    const file = await exportCompletionXlsx(session, params.id, filters, { timeZone });
    return new Response(file.body, {
      headers: {
        "Content-Type": XLSX_CONTENT_TYPE,
        "Content-Disposition": attachmentDisposition(file.fileName),
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
);

import { route } from "@/lib/server/http/route";
import { exportEvaluationsXlsx, XLSX_CONTENT_TYPE } from "@/lib/server/exports/export-evaluations-xlsx";
import { exportEvaluationsBodySchema } from "@/lib/shared/schemas/data-export";

// POST /api/hr/export-evaluations-xlsx – evaluations-{date}.xlsx for the filtered view, streamed (audited)
export const POST = route(
  { access: "hr", body: exportEvaluationsBodySchema, maxBodyBytes: 4096 },
  async ({ body, session, ip }) => {
    const { timeZone, ...filters } = body;
    const file = await exportEvaluationsXlsx(filters, session, ip, { timeZone });
    return new Response(file.body, {
      headers: {
        "Content-Type": XLSX_CONTENT_TYPE,
        "Content-Disposition": `attachment; filename="${file.fileName}"`,
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
        // lets the page say how many rows are coming while the file is produced
        "X-Export-Rows": String(file.rowCount),
      },
    });
  },
);

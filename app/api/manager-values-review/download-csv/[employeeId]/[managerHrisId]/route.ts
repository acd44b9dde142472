// GET /api/manager-values-review/download-csv/{employeeId}/{managerHrisId} – CSV backup of a values review
import { route } from "@/lib/server/http/route";
import { csvAttachment } from "@/lib/server/csv/csv-download";
import { fileDownloadQuery } from "@/lib/shared/schemas/params";
import { valuesCsvParams } from "@/lib/shared/schemas/values-review";
import { exportValuesReviewCsv } from "@/lib/server/values-review/export-values-review-csv";

export const GET = route(
  { access: "manager", params: valuesCsvParams, query: fileDownloadQuery },
  async ({ session, params, query }) => {
    const { csv, filename } = await exportValuesReviewCsv(
      session,
      params.employeeId,
      params.managerHrisId,
      query.timeZone,
    );
    return csvAttachment(csv, filename);
  },
);

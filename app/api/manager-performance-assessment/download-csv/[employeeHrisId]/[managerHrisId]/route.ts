// GET /api/manager-performance-assessment/download-csv/{employeeHrisId}/{managerHrisId} – the questionnaire as a CSV file
import { route } from "@/lib/server/http/route";
import { csvAttachment } from "@/lib/server/csv/csv-download";
import { fileDownloadQuery } from "@/lib/shared/schemas/params";
import { reviewPairParams } from "@/lib/shared/schemas/team";
import { exportPerformanceQuestionnaireCsv } from "@/lib/server/performance-questionnaire/export-performance-csv";

export const GET = route(
  { access: "manager", params: reviewPairParams, query: fileDownloadQuery },
  async ({ session, params, query }) => {
    const { csv, filename } = await exportPerformanceQuestionnaireCsv(session, params, query.timeZone);
    return csvAttachment(csv, filename);
  },
);

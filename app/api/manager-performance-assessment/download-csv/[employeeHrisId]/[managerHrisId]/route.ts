// GET /api/manager-performance-assessment/download-csv/{employeeHrisId}/{managerHrisId} – the questionnaire as a CSV file
import { route } from "@/lib/server/http/route";
import { csvAttachment } from "@/lib/server/csv/csv-download";
import { reviewPairParams } from "@/lib/shared/schemas/team";
import { exportPerformanceQuestionnaireCsv } from "@/lib/server/questionnaires/performance/export-performance-csv";

export const GET = route({ access: "manager", params: reviewPairParams }, async ({ session, params }) => {
  const { csv, filename } = await exportPerformanceQuestionnaireCsv(session, params);
  return csvAttachment(csv, filename);
});

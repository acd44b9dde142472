// GET /api/manager-behavioral-review/download-csv/{employeeHrisId}/{managerHrisId} – CSV backup of an evaluation
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { fileDownloadQuery, hrisId } from "@/lib/shared/schemas/params";
import { csvAttachment } from "@/lib/server/csv/csv-download";
import { exportBehavioralEvaluationCsv } from "@/lib/server/behavioral/export-evaluation-csv";

export const GET = route(
  {
    access: "manager",
    params: z.object({
      employeeHrisId: hrisId("employee HRIS id"),
      managerHrisId: hrisId("manager HRIS id"),
    }),
    query: fileDownloadQuery,
  },
  async ({ session, params, query }) => {
    const { csv, filename } = await exportBehavioralEvaluationCsv(
      session,
      params.employeeHrisId,
      params.managerHrisId,
      query.timeZone,
    );
    return csvAttachment(csv, filename);
  },
);

// GET /api/manager-behavioral-review/download-csv/{employeeHrisId}/{managerHrisId} – CSV backup of an evaluation
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { hrisId } from "@/lib/shared/schemas/params";
import { csvAttachment } from "@/lib/server/csv/csv-download";
import { exportBehavioralEvaluationCsv } from "@/lib/server/evaluations/behavioral/export-evaluation-csv";

export const GET = route(
  {
    access: "manager",
    params: z.object({
      employeeHrisId: hrisId("employee HRIS id"),
      managerHrisId: hrisId("manager HRIS id"),
    }),
  },
  async ({ session, params }) => {
    const { csv, filename } = await exportBehavioralEvaluationCsv(
      session,
      params.employeeHrisId,
      params.managerHrisId,
    );
    return csvAttachment(csv, filename);
  },
);

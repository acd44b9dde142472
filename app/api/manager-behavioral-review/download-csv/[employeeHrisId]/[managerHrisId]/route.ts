// GET /api/manager-behavioral-review/download-csv/{employeeHrisId}/{managerHrisId} – CSV backup of an evaluation
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { csvAttachment } from "@/lib/server/csv/csv-download";
import { exportBehavioralEvaluationCsv } from "@/lib/server/evaluations/behavioral/export-evaluation-csv";

const hrisId = z.string().trim().min(1).max(50);

export const GET = route(
  { access: "manager", params: z.object({ employeeHrisId: hrisId, managerHrisId: hrisId }) },
  async ({ session, params }) => {
    const { csv, filename } = await exportBehavioralEvaluationCsv(
      session,
      params.employeeHrisId,
      params.managerHrisId,
    );
    return csvAttachment(csv, filename);
  },
);

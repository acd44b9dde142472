import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { requireEmployeeInHierarchy } from "@/lib/server/access/hierarchy";

// GET /api/authorise/{hrisId} – 200 only when the employee is inside the manager's hierarchy
export const GET = route(
  { access: "manager", params: z.object({ hrisId: z.string().trim().min(1).max(50) }) },
  async ({ session, params }) => {
    const employee = await requireEmployeeInHierarchy(session.hrisId!, { hrisId: params.hrisId });
    return { authorised: true, hrisId: employee.hrisId, reportingLevel: employee.reportingLevel };
  },
);

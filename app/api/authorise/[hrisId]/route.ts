// GET /api/authorise/{hrisId} – 200 only when the employee is inside the manager's hierarchy
import { route } from "@/lib/server/http/route";
import { employeeByHrisParams } from "@/lib/shared/schemas/team";
import { findEmployeeForManager } from "@/lib/server/access/hierarchy";

export const GET = route({ access: "manager", params: employeeByHrisParams }, async ({ session, params }) => {
  const employee = await findEmployeeForManager(session, { hrisId: params.hrisId });
  return { authorised: true, hrisId: employee.hrisId, reportingLevel: employee.reportingLevel };
});

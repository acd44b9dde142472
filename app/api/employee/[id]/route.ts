// GET /api/employee/{id} – one employee of the signed-in manager's hierarchy, by numeric id
import { route } from "@/lib/server/http/route";
import { employeeParams } from "@/lib/shared/schemas/team";
import { getEmployeeDetail } from "@/lib/server/employees/employee-detail";

export const GET = route({ access: "manager", params: employeeParams }, async ({ session, params }) =>
  getEmployeeDetail(session, { id: params.id }),
);

// GET /api/employee-by-hris/{hrisId} – the name of an employee of the caller's hierarchy (or of the caller)
import { route } from "@/lib/server/http/route";
import { employeeByHrisParams } from "@/lib/shared/schemas/team";
import { getEmployeeNameByHris } from "@/lib/server/employees/employee-by-hris";

export const GET = route({ access: "manager", params: employeeByHrisParams }, async ({ session, params }) =>
  getEmployeeNameByHris(session, params.hrisId),
);

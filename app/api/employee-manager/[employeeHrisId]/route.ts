// GET /api/employee-manager/{employeeHrisId} – the direct manager of an employee of the caller's hierarchy
import { route } from "@/lib/server/http/route";
import { employeeManagerParams } from "@/lib/shared/schemas/team";
import { getEmployeeManager } from "@/lib/server/employees/employee-manager";

export const GET = route({ access: "manager", params: employeeManagerParams }, async ({ session, params }) =>
  getEmployeeManager(session, params.employeeHrisId),
);

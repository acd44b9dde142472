// GET /api/employee/{id}/review-cycles – the cycles an employee was in and the last three compared
// (the profile's history; HR, or a manager above the employee)
import { route } from "@/lib/server/http/route";
import { employeeParams } from "@/lib/shared/schemas/team";
import { getEmployeeCycles } from "@/lib/server/review-cycles/cycle-history";

export const GET = route({ access: "signed-in", params: employeeParams }, async ({ session, params }) =>
  getEmployeeCycles(session, params.id),
);

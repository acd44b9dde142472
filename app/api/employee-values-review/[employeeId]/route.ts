// GET /api/employee-values-review/{employeeId} – the values (with subcomponents) to review for an employee
import { route } from "@/lib/server/http/route";
import { valuesEmployeeParams } from "@/lib/shared/schemas/values-review";
import { getEmployeeValuesReview } from "@/lib/server/values-review/employee-values-review";

export const GET = route({ access: "manager", params: valuesEmployeeParams }, async ({ session, params }) =>
  getEmployeeValuesReview(session, params.employeeId),
);

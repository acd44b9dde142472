// GET /api/adv-submissions/{employeeId} – recognition examples about an employee of the manager's hierarchy
import { route } from "@/lib/server/http/route";
import { valuesEmployeeParams } from "@/lib/shared/schemas/values-review";
import { listRecognitions } from "@/lib/server/values-review/list-recognitions";

export const GET = route({ access: "manager", params: valuesEmployeeParams }, async ({ session, params }) =>
  listRecognitions(session, params.employeeId),
);

// GET /api/values-self-review-status/{employeeId} – the employee's values self-review state and the manager's review state
import { route } from "@/lib/server/http/route";
import { valuesEmployeeParams } from "@/lib/shared/schemas/values-review";
import { getValuesSelfReviewStatus } from "@/lib/server/values-review/self-review-status";

export const GET = route({ access: "manager", params: valuesEmployeeParams }, async ({ session, params }) =>
  getValuesSelfReviewStatus(session, params.employeeId),
);

// GET /api/manager-review/compare/{employeeHrisId}/{managerHrisId} – the employee's values self-review beside the manager's review
import { route } from "@/lib/server/http/route";
import { valuesCompareParams } from "@/lib/shared/schemas/values-review";
import { compareValuesReviews } from "@/lib/server/values-review/compare-values-reviews";

export const GET = route({ access: "manager", params: valuesCompareParams }, async ({ session, params }) =>
  compareValuesReviews(session, params.employeeHrisId, params.managerHrisId),
);

// GET /api/career-path/{hrisId} – an employee's current position, standard and custom paths and form summary
import { route } from "@/lib/server/http/route";
import { careerPathParams } from "@/lib/shared/career-paths/schemas";
import { getCareerPaths } from "@/lib/server/career-paths/read-career-paths";

// A manager reads employees of their hierarchy only; HR reads anyone (the per-employee HR view).
export const GET = route({ access: "signed-in", params: careerPathParams }, async ({ session, params }) =>
  getCareerPaths(session, params.hrisId),
);

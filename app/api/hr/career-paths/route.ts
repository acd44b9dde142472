// GET /api/hr/career-paths?search= – employees for Career Path Management, by name, with the match count
import { route } from "@/lib/server/http/route";
import { hrCareerSearchQuery } from "@/lib/shared/career-paths/schemas";
import { searchCareerEmployees } from "@/lib/server/career-paths/hr-career-employees";

export const GET = route({ access: "hr", query: hrCareerSearchQuery }, async ({ query }) =>
  searchCareerEmployees(query.search),
);

// GET /api/hr/career-paths?search=&page= – employees for Career Path Management, by name, a page of 100, with the match count
import { route } from "@/lib/server/http/route";
import { hrCareerSearchQuery } from "@/lib/shared/career-paths/schemas";
import { searchCareerEmployees } from "@/lib/server/career-paths/hr-career-employees";

export const GET = route({ access: "hr", query: hrCareerSearchQuery }, async ({ query }) =>
  searchCareerEmployees(query.search, query.page),
);

// GET /api/titles?search=&limit= – titles containing the search (case-insensitive), by name, bounded
import { route } from "@/lib/server/http/route";
import { titleSearchQuery } from "@/lib/shared/career-paths/schemas";
import { searchTitles } from "@/lib/server/career-paths/titles";

export const GET = route({ access: "signed-in", query: titleSearchQuery }, async ({ query }) =>
  searchTitles(query.search, query.limit),
);

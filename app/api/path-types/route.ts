// GET /api/path-types – Management, IC, Alternative, Custom
import { route } from "@/lib/server/http/route";
import { listPathTypes } from "@/lib/server/career-paths/titles";

export const GET = route({ access: "signed-in" }, async () => listPathTypes());

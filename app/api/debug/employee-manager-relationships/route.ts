// GET /api/debug/employee-manager-relationships – total employees and reports per manager, limited to the caller's hierarchy
import { route } from "@/lib/server/http/route";
import { getDebugRelationships } from "@/lib/server/employees/debug-relationships";

export const GET = route({ access: "manager" }, async ({ session }) => getDebugRelationships(session));

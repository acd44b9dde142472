import "server-only";
import { getManagerProfile } from "@/lib/server/employees/manager-profile";

/**
 * Everything the manager home page reads on the server besides the session (spec 2 §2: the
 * profile card; the team views load through their own calls). The home page's HTML is kept and
 * sent again in front of Next while this answer is unchanged (lib/server/answers/front-pages.ts),
 * so the page reads its data only through here.
 */
export async function managerHomeData(employeeId: number) {
  return { profile: await getManagerProfile(employeeId) };
}

import "server-only";
import { db } from "@/lib/server/db/client";
import type { ManagerChainLink } from "@/lib/shared/team-types";

/**
 * The managers above `hrisId`, from the top of the org down to the direct manager (spec 2 §3
 * managerChain), in one recursive query. The depth guard stops a corrupt management cycle.
 */
export async function getManagerChain(hrisId: string): Promise<ManagerChainLink[]> {
  const rows = await db.$queryRaw<{ name: string; hrisId: string; depth: number }[]>`/* prepared */
    WITH RECURSIVE up(name, "hrisId", "mgrId", depth) AS (
      SELECT m.name, m."hrisId", m."mgrId", 1
      FROM "Employee" me JOIN "Employee" m ON m."hrisId" = me."mgrId"
      WHERE me."hrisId" = ${hrisId} AND m."hrisId" <> me."hrisId"
      UNION ALL
      SELECT m.name, m."hrisId", m."mgrId", up.depth + 1
      FROM "Employee" m JOIN up ON m."hrisId" = up."mgrId"
      WHERE up.depth < 100 AND m."hrisId" <> ${hrisId}
    )
    SELECT name, "hrisId", depth::int AS depth FROM up ORDER BY depth DESC`;
  // A cycle above this manager would repeat names: keep the first occurrence of each.
  const seen = new Set<string>();
  return rows
    .filter((r) => !seen.has(r.hrisId) && seen.add(r.hrisId))
    .map(({ name, hrisId: id }) => ({ name, hrisId: id }));
}

import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db, type Tx } from "@/lib/server/db/client";
import type { AssessmentCycle } from "@/lib/shared/review-cycle-state";

// Which cycle a manager's assessment page reads (issue 32 §8): the active cycle, else the cycle
// closed last, so that after a close the manager still reads what they saved, read-only (the
// answer carries the status; the save path refuses the write). A draft cycle is never shown.

export type ShownCycle = AssessmentCycle & { id: number };

/** The shown cycle's row ("ReviewCycle" columns), as a subquery: at most one row. */
export const shownCycleSql = Prisma.sql`(SELECT * FROM "ReviewCycle"
    WHERE status IN ('Active', 'Closed', 'Archived')
    ORDER BY (status = 'Active') DESC, COALESCE("launchedAt", "createdAt") DESC, id DESC
    LIMIT 1)`;

export async function findShownCycle(client: Tx | typeof db = db): Promise<ShownCycle | null> {
  const [cycle] = await client.$queryRaw<ShownCycle[]>`
    SELECT id, name, status::text AS status FROM ${shownCycleSql} c`;
  return cycle ?? null;
}

import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db, type Tx } from "@/lib/server/db/client";

// One rule for "the current review cycle" (docs/decisions/0006): the cycle marked current (the
// database allows at most one: "ReviewCycle_one_current"), else the spec's default cycle by name.
// Reads never create a cycle; the first write that needs one does (`ensureCurrentCycle`).

export const DEFAULT_CYCLE_NAME = "Jun-25";

export type ReviewCycleRef = { id: number; name: string };

/** The current cycle's id as an SQL expression (NULL when there is none), for use inside a query. */
export const currentCycleIdSql = Prisma.sql`(
  SELECT id FROM "ReviewCycle" WHERE "isCurrent" OR name = ${DEFAULT_CYCLE_NAME}
  ORDER BY "isCurrent" DESC LIMIT 1)`;

/** The current cycle, or null when the database has none yet (nothing can have been saved in it). */
export async function findCurrentCycle(client: Tx | typeof db = db): Promise<ReviewCycleRef | null> {
  const [cycle] = await client.reviewCycle.findMany({
    where: { OR: [{ isCurrent: true }, { name: DEFAULT_CYCLE_NAME }] },
    select: { id: true, name: true },
    orderBy: { isCurrent: "desc" },
    take: 1,
  });
  return cycle ?? null;
}

/**
 * The cycle a new assessment belongs to, for writes only. An empty database (tests, a fresh
 * import) gets the spec's default cycle, created idempotently so concurrent first saves agree.
 */
export async function ensureCurrentCycle(client: Tx | typeof db = db): Promise<ReviewCycleRef> {
  const current = await findCurrentCycle(client);
  if (current) return current;
  return client.reviewCycle.upsert({
    where: { name: DEFAULT_CYCLE_NAME },
    create: { name: DEFAULT_CYCLE_NAME, isCurrent: true },
    update: {},
    select: { id: true, name: true },
  });
}

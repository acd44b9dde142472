import "server-only";
import { db, type Tx } from "@/lib/server/db";

export const DEFAULT_CYCLE_NAME = "Jun-25";

/**
 * The review cycle every new assessment belongs to. An empty database (tests, a fresh import)
 * gets the spec's default cycle, created idempotently so concurrent first saves agree.
 */
export async function getCurrentCycle(client: Tx | typeof db = db): Promise<{ id: number; name: string }> {
  const current = await client.reviewCycle.findFirst({
    where: { isCurrent: true },
    select: { id: true, name: true },
    orderBy: { id: "desc" },
  });
  if (current) return current;
  return client.reviewCycle.upsert({
    where: { name: DEFAULT_CYCLE_NAME },
    create: { name: DEFAULT_CYCLE_NAME, isCurrent: true },
    update: { isCurrent: true },
    select: { id: true, name: true },
  });
}

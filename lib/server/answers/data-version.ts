import "server-only";
import { db } from "@/lib/server/db";

/**
 * The data version every cached list answer is keyed by: one primary-key read per request (a
 * prepared statement). Triggers bump it in the same transaction as any write to the tables the
 * lists read (migration 20261123173500_data_version), so a version never names older data.
 */
export async function readDataVersion(): Promise<string> {
  const [row] = await db.$queryRaw<{ version: string }[]>`/* prepared */
    SELECT "version"::text AS "version" FROM "DataVersion" WHERE "id" = 1`;
  // A database without the row (never the case after the migration) just never hits the cache.
  return row?.version ?? `none-${Date.now()}-${Math.random()}`;
}

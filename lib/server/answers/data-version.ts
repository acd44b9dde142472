import "server-only";
import { db } from "@/lib/server/db/client";

/**
 * The data version every cached list answer is keyed by: one primary-key read per request (a
 * prepared statement). Triggers bump it when a transaction that wrote to the tables the lists read
 * commits, in that commit (migrations 20261123173500_data_version, 20261126143000_data_version_at_commit),
 * so a version never names older data.
 */
export async function readDataVersion(): Promise<string> {
  const [row] = await db.$queryRaw<{ version: string }[]>`/* prepared */
    SELECT "version"::text AS "version" FROM "DataVersion" WHERE "id" = 1`;
  // A database without the row (never the case after the migration) just never hits the cache.
  return row?.version ?? `none-${Date.now()}-${Math.random()}`;
}

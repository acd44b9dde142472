import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db/client";
import type { AcknowledgementCounts } from "@/lib/shared/schemas/review-share";

// The completion counts of acknowledgement (issue 34 §8): per group, Acknowledged (the latest shared
// version is acknowledged), Not yet (shared, the latest version not acknowledged: a re-share asks
// again) and Not shared. One statement whatever the org's size; for the completion dashboard to
// show (wired there later). People are the cycle's active participants, or in a cycle without
// participants everyone with a manager, as sharing reads them (shared-review-sql.ts).

export type AcknowledgementGroupCounts = AcknowledgementCounts & { group: string | null };

export async function countAcknowledgements(
  cycleId: number,
  groupBy: "department" | "manager",
): Promise<AcknowledgementGroupCounts[]> {
  const group = groupBy === "department" ? Prisma.sql`e.department` : Prisma.sql`r."hrisId"`;
  const rows = await db.$queryRaw<
    { group: string | null; acknowledged: number; notYet: number; notShared: number }[]
  >`
    WITH has AS (SELECT EXISTS (SELECT 1 FROM "ReviewCycleParticipant" WHERE "cycleId" = ${cycleId}) AS yes),
    people AS (
      SELECT e.id, ${group} AS "group"
      FROM "ReviewCycleParticipant" pa JOIN "Employee" e ON e.id = pa."employeeId"
      LEFT JOIN "Employee" r ON r.id = pa."reviewerId"
      WHERE (SELECT yes FROM has) AND pa."cycleId" = ${cycleId} AND pa.status = 'Active'
      UNION ALL
      SELECT e.id, ${group} FROM "Employee" e JOIN "Employee" r ON r."hrisId" = e."mgrId"
      WHERE NOT (SELECT yes FROM has) AND r.id <> e.id),
    latest AS (
      SELECT DISTINCT ON ("employeeId") "employeeId", id FROM "ReviewShare"
      WHERE "cycleId" = ${cycleId} ORDER BY "employeeId", version DESC)
    SELECT p."group",
      count(*) FILTER (WHERE a.id IS NOT NULL)::int AS acknowledged,
      count(*) FILTER (WHERE l.id IS NOT NULL AND a.id IS NULL)::int AS "notYet",
      count(*) FILTER (WHERE l.id IS NULL)::int AS "notShared"
    FROM people p
    LEFT JOIN latest l ON l."employeeId" = p.id
    LEFT JOIN "ReviewAcknowledgement" a ON a."shareId" = l.id
    GROUP BY p."group" ORDER BY p."group" NULLS LAST`;
  return rows;
}

import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { AcknowledgementCounts } from "@/lib/shared/schemas/review-share";

// The completion counts of acknowledgement (issue 34 §8, docs/decisions/0087): Acknowledged (the
// latest shared version is acknowledged), Not yet (shared, the latest version not acknowledged: a
// re-share asks again) and Not shared. The one rule, as SQL pieces the completion dashboard's
// statement puts together (lib/server/review-cycles/completion-sql.ts): per participant, then
// counted per group in the same statement, paged there with the rest.

/**
 * Over a participant row `p` ("cycleId", "employeeId"): the columns `ack_shared` and `ack_done` of
 * their latest shared version in the cycle (one index probe each).
 */
export const acknowledgementStateJoin = Prisma.sql`LEFT JOIN LATERAL (
    SELECT s.id, EXISTS (SELECT 1 FROM "ReviewAcknowledgement" a WHERE a."shareId" = s.id) AS acknowledged
    FROM "ReviewShare" s WHERE s."cycleId" = p."cycleId" AND s."employeeId" = p."employeeId"
    ORDER BY s.version DESC LIMIT 1) ack ON true`;
export const acknowledgementStateColumns = Prisma.sql`(ack.id IS NOT NULL) AS ack_shared, COALESCE(ack.acknowledged, false) AS ack_done`;

const col = (what: "acknowledged" | "not_yet" | "not_shared", prefix: string) =>
  Prisma.raw(`"${prefix}ack_${what}"`);

/** The three counts over the rows `where` selects (rows with `ack_shared`, `ack_done`). */
export function acknowledgementCountColumns(where: Prisma.Sql, prefix = ""): Prisma.Sql {
  return Prisma.sql`count(*) FILTER (WHERE ${where} AND ack_done)::int AS ${col("acknowledged", prefix)},
    count(*) FILTER (WHERE ${where} AND ack_shared AND NOT ack_done)::int AS ${col("not_yet", prefix)},
    count(*) FILTER (WHERE ${where} AND NOT ack_shared)::int AS ${col("not_shared", prefix)}`;
}

/** A row's `<prefix>ack_*` columns as counts. */
export function acknowledgementCounts(row: Record<string, unknown>, prefix = ""): AcknowledgementCounts {
  const n = (what: string) => Number(row[`${prefix}ack_${what}`] ?? 0);
  return { acknowledged: n("acknowledged"), notYet: n("not_yet"), notShared: n("not_shared") };
}

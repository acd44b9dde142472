import type { PrismaClient } from "@/generated/prisma/client";

// The completion dashboard's reference numbers (issue 33 §7), for its integration test and
// scripts/bench-completion.ts.

export type ReferenceRow = { key: string; done: number; total: number; overdue: number };

/**
 * The reference numbers of the manager phase, written plainly and apart from the product's SQL:
 * the people below `rootHrisId` (everyone when null), Active, not excused either way, done when
 * the three report assessments are submitted, overdue when not done past
 * max(phase due, late joiner's added + N days, extension) + grace days. Grouped by `department`
 * ('' for none), by manager subtree (`subtree`: every manager above the person, up to the root),
 * or by direct manager (`direct`).
 */
export async function referenceCounts(
  db: PrismaClient,
  cycleId: number,
  rootHrisId: string | null,
  groupBy: "department" | "subtree" | "direct",
  now: Date,
): Promise<ReferenceRow[]> {
  return db.$queryRawUnsafe<ReferenceRow[]>(
    `
    WITH RECURSIVE under(id, "hrisId") AS (
      SELECT id, "hrisId" FROM "Employee" WHERE ($2::text IS NULL AND "mgrId" IS NULL) OR "mgrId" = $2
      UNION
      SELECT e.id, e."hrisId" FROM "Employee" e JOIN under u ON e."mgrId" = u."hrisId"
    ),
    counted AS (
      SELECT e.id, e."hrisId", e.department, e."mgrId",
        (EXISTS (SELECT 1 FROM "BehavioralEvaluation" b WHERE b."cycleId" = p."cycleId" AND b."employeeId" = e.id AND NOT b."isDraft")
         AND EXISTS (SELECT 1 FROM "ManagerValuesReview" v WHERE v."cycleId" = p."cycleId" AND v."employeeId" = e.id AND NOT v."isDraft")
         AND EXISTS (SELECT 1 FROM "PerformanceQuestionnaire" q WHERE q."cycleId" = p."cycleId" AND q."employeeId" = e.id AND q."submittedAt" IS NOT NULL)) AS done,
        GREATEST(ph."dueAt",
          CASE WHEN p."includedBy" = 'late-joiner' THEN p."addedAt" + make_interval(days => c."lateJoinerDays") END,
          (SELECT x."dueAt" FROM "ReviewPhaseExtension" x WHERE x."cycleId" = p."cycleId" AND x.phase = 'manager' AND x."employeeId" = e.id)
        ) + make_interval(days => ph."graceDays") AS due
      FROM "ReviewCycleParticipant" p
      JOIN "Employee" e ON e.id = p."employeeId"
      JOIN "ReviewCycle" c ON c.id = p."cycleId"
      JOIN "ReviewCyclePhase" ph ON ph."cycleId" = p."cycleId" AND ph.phase = 'manager'
      WHERE p."cycleId" = $1 AND p.status = 'Active' AND p."includedBy" <> 'excused'
        AND p."employeeId" NOT IN (SELECT "employeeId" FROM "ReviewCycleExcusal" WHERE "cycleId" = $1)
        AND e.id IN (SELECT id FROM under)
    ),
    above(id, ancestor) AS (
      SELECT id, "mgrId" FROM counted WHERE "mgrId" IS NOT NULL
      UNION
      SELECT a.id, m."mgrId" FROM above a JOIN "Employee" m ON m."hrisId" = a.ancestor
      WHERE m."mgrId" IS NOT NULL AND m."hrisId" IS DISTINCT FROM $2
    ),
    keyed AS (
      SELECT COALESCE(department, '') AS key, c.* FROM counted c WHERE $3 = 'department'
      UNION ALL
      SELECT c."mgrId", c.* FROM counted c WHERE $3 = 'direct'
      UNION ALL
      SELECT a.ancestor, c.* FROM counted c JOIN above a ON a.id = c.id WHERE $3 = 'subtree'
    )
    SELECT key, count(*) FILTER (WHERE done)::int AS done, count(*)::int AS total,
      count(*) FILTER (WHERE NOT done AND due < $4)::int AS overdue
    FROM keyed GROUP BY key ORDER BY key`,
    cycleId,
    rootHrisId,
    groupBy,
    now,
  );
}

export type AcknowledgementReferenceRow = {
  key: string;
  acknowledged: number;
  notYet: number;
  notShared: number;
};

/**
 * The reference counts of the acknowledgement of the shared reviews (issue 34 §8), written apart:
 * the same counted people as referenceCounts; a person's latest shared version is the one with the
 * highest version number; Acknowledged when an acknowledgement names that version, Not yet when it
 * was shared and not acknowledged, Not shared without any version.
 */
export async function referenceAcknowledgements(
  db: PrismaClient,
  cycleId: number,
  rootHrisId: string | null,
  groupBy: "department" | "subtree" | "direct",
): Promise<AcknowledgementReferenceRow[]> {
  return db.$queryRawUnsafe<AcknowledgementReferenceRow[]>(
    `
    WITH RECURSIVE under(id, "hrisId") AS (
      SELECT id, "hrisId" FROM "Employee" WHERE ($2::text IS NULL AND "mgrId" IS NULL) OR "mgrId" = $2
      UNION
      SELECT e.id, e."hrisId" FROM "Employee" e JOIN under u ON e."mgrId" = u."hrisId"
    ),
    counted AS (
      SELECT e.id, e.department, e."mgrId",
        (SELECT max(version) FROM "ReviewShare" s WHERE s."cycleId" = $1 AND s."employeeId" = e.id) AS latest
      FROM "ReviewCycleParticipant" p
      JOIN "Employee" e ON e.id = p."employeeId"
      WHERE p."cycleId" = $1 AND p.status = 'Active' AND p."includedBy" <> 'excused'
        AND p."employeeId" NOT IN (SELECT "employeeId" FROM "ReviewCycleExcusal" WHERE "cycleId" = $1)
        AND e.id IN (SELECT id FROM under)
    ),
    stated AS (
      SELECT c.*, EXISTS (SELECT 1 FROM "ReviewAcknowledgement" a
        WHERE a."cycleId" = $1 AND a."employeeId" = c.id AND a.version = c.latest) AS acked
      FROM counted c
    ),
    above(id, ancestor) AS (
      SELECT id, "mgrId" FROM stated WHERE "mgrId" IS NOT NULL
      UNION
      SELECT a.id, m."mgrId" FROM above a JOIN "Employee" m ON m."hrisId" = a.ancestor
      WHERE m."mgrId" IS NOT NULL AND m."hrisId" IS DISTINCT FROM $2
    ),
    keyed AS (
      SELECT COALESCE(department, '') AS key, s.* FROM stated s WHERE $3 = 'department'
      UNION ALL
      SELECT s."mgrId", s.* FROM stated s WHERE $3 = 'direct'
      UNION ALL
      SELECT a.ancestor, s.* FROM stated s JOIN above a ON a.id = s.id WHERE $3 = 'subtree'
    )
    SELECT key,
      count(*) FILTER (WHERE acked)::int AS acknowledged,
      count(*) FILTER (WHERE latest IS NOT NULL AND NOT acked)::int AS "notYet",
      count(*) FILTER (WHERE latest IS NULL)::int AS "notShared"
    FROM keyed GROUP BY key ORDER BY key`,
    cycleId,
    rootHrisId,
    groupBy,
  );
}

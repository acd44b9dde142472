import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { Tx } from "@/lib/server/db/client";
import { db } from "@/lib/server/db/client";
import { PROGRESS_KINDS } from "@/lib/server/assessments/registry";
import { submittedSql, tableSql, type AssessmentKind } from "@/lib/server/assessments/assessment-kind";
import type { CycleCompletionDto } from "@/lib/shared/schemas/review-cycle";

// How far a cycle's reviews are (the three assessments of each report that make up progress).
// A launched cycle expects them for every Active participant, and counts one submitted review per
// participant and kind; a cycle without participants (the migrated one) expects the rows it has.
// "N reviews not submitted" (close) is expected − submitted. One query for any number of cycles.

const launchedSql = Prisma.sql`EXISTS (SELECT 1 FROM "ReviewCycleParticipant" p WHERE p."cycleId" = c.id)`;
const activeSql = Prisma.sql`(SELECT count(*) FROM "ReviewCycleParticipant" p WHERE p."cycleId" = c.id AND p.status = 'Active')`;

/** SQL: one of the kind's reviews is submitted for participant row `p` (the dashboard's "done" too). */
export function submittedForParticipant(kind: AssessmentKind) {
  return Prisma.sql`EXISTS (SELECT 1 FROM ${tableSql(kind)} x
    WHERE x."cycleId" = p."cycleId" AND x."employeeId" = p."employeeId" AND ${submittedSql(kind, "x")})`;
}

export async function cycleCompletion(cycleIds: number[], client: Tx | typeof db = db) {
  if (cycleIds.length === 0) return new Map<number, CycleCompletionDto>();
  const submittedByParticipant = PROGRESS_KINDS.map(
    (kind) => Prisma.sql`(SELECT count(*) FROM "ReviewCycleParticipant" p
      WHERE p."cycleId" = c.id AND p.status = 'Active' AND ${submittedForParticipant(kind)})`,
  );
  const rows = PROGRESS_KINDS.map(
    (kind) => Prisma.sql`(SELECT count(*) FROM ${tableSql(kind)} x WHERE x."cycleId" = c.id)`,
  );
  const submittedRows = PROGRESS_KINDS.map(
    (kind) =>
      Prisma.sql`(SELECT count(*) FROM ${tableSql(kind)} x WHERE x."cycleId" = c.id AND ${submittedSql(kind, "x")})`,
  );
  const found = await client.$queryRaw<
    { id: number; participants: number; submitted: number; expected: number }[]
  >`
    SELECT c.id, ${activeSql}::int AS participants,
      (CASE WHEN ${launchedSql} THEN ${Prisma.join(submittedByParticipant, " + ")}
            ELSE ${Prisma.join(submittedRows, " + ")} END)::int AS submitted,
      (CASE WHEN ${launchedSql} THEN ${activeSql} * ${PROGRESS_KINDS.length}
            ELSE ${Prisma.join(rows, " + ")} END)::int AS expected
    FROM "ReviewCycle" c WHERE c.id = ANY(${cycleIds}::int[])`;
  return new Map(found.map(({ id, ...completion }) => [id, completion]));
}

/**
 * Marks the Active participants with a progress review not submitted (close anyway): their HRIS
 * ids. A cycle without participants has no one to mark.
 */
export async function markNotSubmitted(tx: Tx, cycleId: number, at: Date): Promise<string[]> {
  const missing = PROGRESS_KINDS.map((kind) => Prisma.sql`NOT ${submittedForParticipant(kind)}`);
  const marked = await tx.$queryRaw<{ hrisId: string }[]>`
    UPDATE "ReviewCycleParticipant" p SET "notSubmittedAt" = ${at}
    FROM "Employee" e
    WHERE e.id = p."employeeId" AND p."cycleId" = ${cycleId} AND p.status = 'Active'
      AND (${Prisma.join(missing, " OR ")})
    RETURNING e."hrisId"`;
  return marked.map((m) => m.hrisId);
}

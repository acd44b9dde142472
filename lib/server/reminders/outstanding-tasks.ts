import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { Db, Tx } from "@/lib/server/db/client";
import { submittedSql, tableSql } from "@/lib/server/assessments/assessment-kind";
import { PROGRESS_KINDS } from "@/lib/server/assessments/registry";
import { effectiveDueAt } from "@/lib/server/review-cycles/cycle-write-gate";

// What a reviewer still has to do in a cycle (issue 33): for each Active participant of the cycle
// whose reviewer has not submitted all three report assessments (the kinds registered as making up
// progress, by each kind's one submitted rule), a task (reviewer, employee) with the participant's
// effective due date for the `manager` phase, where the three are written. Leavers, excused people
// and those closed as not submitted are out; nothing is asked before the phase opens. One statement
// per cycle, whatever the number of participants.

export type ReminderTask = {
  recipientId: number;
  employeeId: number;
  hrisId: string;
  employeeName: string;
  dueAt: Date | null;
};

/** Whether all three report assessments of participant `p` are submitted in cycle `p."cycleId"`. */
const allSubmitted = Prisma.join(
  PROGRESS_KINDS.map(
    (k) =>
      Prisma.sql`EXISTS (SELECT 1 FROM ${tableSql(k)} x WHERE x."employeeId" = p."employeeId" AND x."cycleId" = p."cycleId" AND ${submittedSql(k, "x")})`,
  ),
  " AND ",
);

/** The cycle's outstanding tasks at `now`, or only those of the given reviewers. */
export async function findOutstandingTasks(
  client: Db | Tx,
  cycleId: number,
  now: Date,
  recipientIds?: number[],
): Promise<ReminderTask[]> {
  const onlyRecipient =
    recipientIds === undefined ? Prisma.empty : Prisma.sql`AND p."reviewerId" = ANY(${recipientIds}::int[])`;
  const rows = await client.$queryRaw<
    (Omit<ReminderTask, "dueAt"> & {
      dueAt: Date | null;
      graceDays: number;
      includedBy: string;
      addedAt: Date;
      extendedTo: Date | null;
      lateJoinerDays: number;
    })[]
  >`
    SELECT p."reviewerId" AS "recipientId", p."employeeId", e."hrisId", e."name" AS "employeeName",
      ph."dueAt", ph."graceDays", p."includedBy", p."addedAt", ext."dueAt" AS "extendedTo", c."lateJoinerDays"
    FROM "ReviewCycleParticipant" p
    JOIN "ReviewCycle" c ON c."id" = p."cycleId"
    JOIN "ReviewCyclePhase" ph ON ph."cycleId" = p."cycleId" AND ph."phase" = 'manager'
    JOIN "Employee" e ON e."id" = p."employeeId"
    LEFT JOIN "ReviewPhaseExtension" ext
      ON ext."cycleId" = p."cycleId" AND ext."phase" = 'manager' AND ext."employeeId" = p."employeeId"
    WHERE p."cycleId" = ${cycleId} AND p."status" = 'Active' AND p."reviewerId" IS NOT NULL
      AND p."includedBy" <> 'excused' AND p."notSubmittedAt" IS NULL
      AND NOT EXISTS (SELECT 1 FROM "ReviewCycleExcusal" xc WHERE xc."cycleId" = p."cycleId" AND xc."employeeId" = p."employeeId")
      AND ph."opensAt" <= ${now}
      ${onlyRecipient}
      AND NOT (${allSubmitted})
    ORDER BY p."reviewerId", e."name", e."hrisId"`;
  // The person's due date by the write gate's own rule (late joiner, extension, grace days).
  return rows.map(({ graceDays, includedBy, addedAt, extendedTo, lateJoinerDays, ...task }) => ({
    ...task,
    dueAt: effectiveDueAt({ dueAt: task.dueAt, graceDays, includedBy, addedAt, extendedTo }, lateJoinerDays),
  }));
}

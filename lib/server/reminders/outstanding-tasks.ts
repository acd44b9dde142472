import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { Db, Tx } from "@/lib/server/db/client";
import { submittedSql, tableSql } from "@/lib/server/assessments/assessment-kind";
import { COMPLETION_KINDS, PROGRESS_KINDS } from "@/lib/server/assessments/registry";
import { effectiveDueAt } from "@/lib/server/review-cycles/cycle-write-gate";

// What people still have to do in a cycle (issue 33): for each Active participant whose reviewer
// has not submitted all three report assessments (the kinds registered as making up progress, by
// each kind's one submitted rule), a review task (reviewer, employee) with the participant's
// effective due date for the `manager` phase; and for each participant who has not submitted their
// own self-review (issue 34, the kinds counted in completion that are their own), a self-review task
// (the participant themself) due with the `self` phase, unless HR excused them from it. Leavers,
// excused people and those closed as not submitted are out; nothing is asked before its phase
// opens. One statement per cycle, whatever the number of participants.

export type ReminderTask = {
  recipientId: number;
  employeeId: number;
  hrisId: string;
  employeeName: string;
  /** A review of a report (the manager phase), or the recipient's own self-review (the self phase). */
  kind: "review" | "selfReview";
  dueAt: Date | null;
};

/** A task's id in the plans: the reviewed employee's id, or `self:<id>` for someone's own self-review. */
export const taskIdOf = (t: Pick<ReminderTask, "kind" | "employeeId">) =>
  t.kind === "selfReview" ? `self:${t.employeeId}` : String(t.employeeId);

/** Whether all three report assessments of participant `p` are submitted in cycle `p."cycleId"`. */
const allSubmitted = Prisma.join(
  PROGRESS_KINDS.map(
    (k) =>
      Prisma.sql`EXISTS (SELECT 1 FROM ${tableSql(k)} x WHERE x."employeeId" = p."employeeId" AND x."cycleId" = p."cycleId" AND ${submittedSql(k, "x")})`,
  ),
  " AND ",
);

/** Whether participant `p`'s own assessments of the self phase (their self-review) are submitted. */
const ownSubmitted = Prisma.join(
  COMPLETION_KINDS.filter((k) => k.subject === "self" && k.phase === "self").map(
    (k) =>
      Prisma.sql`EXISTS (SELECT 1 FROM ${tableSql(k)} x WHERE x."employeeId" = p."employeeId" AND x."cycleId" = p."cycleId" AND ${submittedSql(k, "x")})`,
  ),
  " AND ",
);

/** One phase's tasks: `recipient` is the column of `p` the task goes to. Fixed SQL, never input. */
function phaseTasks(
  phase: "manager" | "self",
  kind: ReminderTask["kind"],
  recipient: Prisma.Sql,
  cycleId: number,
  now: Date,
  done: Prisma.Sql,
  recipientIds?: number[],
) {
  const only =
    recipientIds === undefined ? Prisma.empty : Prisma.sql`AND ${recipient} = ANY(${recipientIds}::int[])`;
  const excusedFromPhase =
    phase === "self"
      ? Prisma.sql`AND NOT EXISTS (SELECT 1 FROM "ReviewPhaseExcusal" px WHERE px."cycleId" = p."cycleId"
          AND px."employeeId" = p."employeeId" AND px.phase = 'self')`
      : Prisma.empty;
  return Prisma.sql`
    SELECT ${recipient} AS "recipientId", p."employeeId", e."hrisId", e."name" AS "employeeName", ${kind}::text AS kind,
      ph."dueAt", ph."graceDays", p."includedBy", p."addedAt", ext."dueAt" AS "extendedTo", c."lateJoinerDays"
    FROM "ReviewCycleParticipant" p
    JOIN "ReviewCycle" c ON c."id" = p."cycleId"
    JOIN "ReviewCyclePhase" ph ON ph."cycleId" = p."cycleId" AND ph."phase" = ${phase}::"ReviewPhase"
    JOIN "Employee" e ON e."id" = p."employeeId"
    LEFT JOIN "ReviewPhaseExtension" ext
      ON ext."cycleId" = p."cycleId" AND ext."phase" = ${phase}::"ReviewPhase" AND ext."employeeId" = p."employeeId"
    WHERE p."cycleId" = ${cycleId} AND p."status" = 'Active' AND ${recipient} IS NOT NULL
      AND p."includedBy" <> 'excused' AND p."notSubmittedAt" IS NULL
      AND NOT EXISTS (SELECT 1 FROM "ReviewCycleExcusal" xc WHERE xc."cycleId" = p."cycleId" AND xc."employeeId" = p."employeeId")
      ${excusedFromPhase}
      AND ph."opensAt" <= ${now}
      ${only}
      AND NOT (${done})`;
}

/** The cycle's outstanding tasks at `now`, or only those of the given recipients. */
export async function findOutstandingTasks(
  client: Db | Tx,
  cycleId: number,
  now: Date,
  recipientIds?: number[],
): Promise<ReminderTask[]> {
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
    SELECT * FROM (
      ${phaseTasks("manager", "review", Prisma.sql`p."reviewerId"`, cycleId, now, allSubmitted, recipientIds)}
      UNION ALL
      ${phaseTasks("self", "selfReview", Prisma.sql`p."employeeId"`, cycleId, now, ownSubmitted, recipientIds)}
    ) t
    ORDER BY t."recipientId", t.kind DESC, t."employeeName", t."hrisId"`;
  // The person's due date by the write gate's own rule (late joiner, extension, grace days).
  return rows.map(({ graceDays, includedBy, addedAt, extendedTo, lateJoinerDays, ...task }) => ({
    ...task,
    dueAt: effectiveDueAt({ dueAt: task.dueAt, graceDays, includedBy, addedAt, extendedTo }, lateJoinerDays),
  }));
}

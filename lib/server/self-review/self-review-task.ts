import "server-only";
import { db } from "@/lib/server/db/client";
import { effectiveDueAt } from "@/lib/server/review-cycles/cycle-write-gate";
import { shownCycleSql } from "@/lib/server/review-cycles/shown-cycle";
import { selfReviewState, type SelfReviewTask } from "@/lib/shared/schemas/self-review";

/** Whether a save is accepted now: the cycle runs and the person's self phase window holds now. */
export function selfPhaseOpen(
  status: string,
  window: { opensAt: Date | null; dueAt: Date | null },
  now: Date,
) {
  return (
    status === "Active" &&
    window.opensAt !== null &&
    now >= window.opensAt &&
    (window.dueAt === null || now <= window.dueAt)
  );
}

/**
 * Where the person's self-review stands in the shown cycle (issue 34 §1), with their own due date and
 * whether the self phase is open for them, in ONE statement: the home's card (the home reads a fixed,
 * small number of them, ADR 0071) and the self-review's own read. Null when no cycle was launched.
 */
export async function findSelfReviewTask(
  employeeId: number,
  now = new Date(),
): Promise<SelfReviewTask | null> {
  const [row] = await db.$queryRaw<
    {
      cycleName: string;
      status: string;
      timeZone: string;
      lateJoinerDays: number;
      opensAt: Date | null;
      dueAt: Date | null;
      graceDays: number;
      includedBy: string | null;
      addedAt: Date | null;
      extendedTo: Date | null;
      isDraft: boolean | null;
    }[]
  >`
    SELECT c.name AS "cycleName", c.status::text AS status, c."timeZone", c."lateJoinerDays",
      ph."opensAt", ph."dueAt", COALESCE(ph."graceDays", 0)::int AS "graceDays",
      p."includedBy", p."addedAt", x."dueAt" AS "extendedTo", r."isDraft"
    FROM ${shownCycleSql} c
    LEFT JOIN "ReviewCyclePhase" ph ON ph."cycleId" = c.id AND ph.phase = 'self'
    LEFT JOIN "ReviewCycleParticipant" p ON p."cycleId" = c.id AND p."employeeId" = ${employeeId}
    LEFT JOIN "ReviewPhaseExtension" x ON x."cycleId" = c.id AND x.phase = 'self' AND x."employeeId" = ${employeeId}
    LEFT JOIN "EmployeeValuesReview" r ON r."cycleId" = c.id AND r."employeeId" = ${employeeId}`;
  if (!row) return null;
  const dueAt = effectiveDueAt(row, row.lateJoinerDays);
  return {
    cycleName: row.cycleName,
    timeZone: row.timeZone,
    dueAt: dueAt?.toISOString() ?? null,
    open: selfPhaseOpen(row.status, { opensAt: row.opensAt, dueAt }, now),
    state: selfReviewState(row.isDraft),
  };
}

import "server-only";
import { Prisma, type ReviewPhase } from "@/generated/prisma/client";
import type { Tx } from "@/lib/server/db/client";
import { AppError, forbidden } from "@/lib/server/errors";
import { formatCycleDate } from "@/lib/shared/cycle-dates";

// The cycle rules of every assessment write (docs/decisions/0075, 0076), run inside the write's
// own transaction: the cycle row is locked FOR SHARE, so a close (FOR UPDATE) waits for the saves
// in flight and every later save sees it closed. Then the phase window for the person and, in a
// cycle with participants, the participant rules.

const DAY_MS = 86_400_000;

export type CycleWrite = {
  cycleId: number;
  phase: ReviewPhase;
  /** The person the phase's personal due date is for (the assessed employee, or the manager for a self kind). */
  employeeId: number;
  /** The manager writing a report kind: must be the participant's reviewer. Null for a self kind. */
  reviewerId: number | null;
};

type LockedCycle = { name: string; status: string; timeZone: string; lateJoinerDays: number };

/** Locks the cycle row FOR SHARE and refuses a closed, archived or not launched cycle. */
export async function lockCycleForWrite(tx: Tx, cycleId: number): Promise<LockedCycle> {
  const [cycle] = await tx.$queryRaw<LockedCycle[]>`
    SELECT name, status::text AS status, "timeZone", "lateJoinerDays"
    FROM "ReviewCycle" WHERE id = ${cycleId} FOR SHARE`;
  if (!cycle) throw new Error(`review cycle ${cycleId} not found`);
  if (cycle.status === "Closed" || cycle.status === "Archived")
    throw cycleError(
      409,
      `The review cycle ${cycle.name} is closed: its reviews can no longer be changed.`,
      "cycle_closed",
    );
  if (cycle.status === "Draft")
    throw cycleError(409, `The review cycle ${cycle.name} has not been launched yet.`, "phase_not_open");
  return cycle;
}

type Window = {
  opensAt: Date | null;
  dueAt: Date | null;
  graceDays: number;
  hasParticipants: boolean;
  participantStatus: string | null;
  participantReviewerId: number | null;
  includedBy: string | null;
  addedAt: Date | null;
  extendedTo: Date | null;
};

/** The whole gate: the cycle's status, the phase window for the person, the participant rules. */
export async function assertCycleWritable(tx: Tx, write: CycleWrite, now = new Date()): Promise<void> {
  const cycle = await lockCycleForWrite(tx, write.cycleId);
  const [w] = await tx.$queryRaw<Window[]>`
    SELECT ph."opensAt", ph."dueAt", COALESCE(ph."graceDays", 0)::int AS "graceDays",
      EXISTS (SELECT 1 FROM "ReviewCycleParticipant" WHERE "cycleId" = ${write.cycleId}) AS "hasParticipants",
      p.status::text AS "participantStatus", p."reviewerId" AS "participantReviewerId", p."includedBy", p."addedAt",
      x."dueAt" AS "extendedTo"
    FROM (SELECT 1) one
    LEFT JOIN "ReviewCyclePhase" ph ON ph."cycleId" = ${write.cycleId} AND ph.phase = ${write.phase}::"ReviewPhase"
    LEFT JOIN "ReviewCycleParticipant" p ON p."cycleId" = ${write.cycleId} AND p."employeeId" = ${write.employeeId}
    LEFT JOIN "ReviewPhaseExtension" x
      ON x."cycleId" = ${write.cycleId} AND x.phase = ${write.phase}::"ReviewPhase" AND x."employeeId" = ${write.employeeId}`;

  const phaseName = `The ${write.phase} phase of ${cycle.name}`;
  if (!w.opensAt || now < w.opensAt) {
    const when = w.opensAt ? ` opens ${formatCycleDate(w.opensAt, cycle.timeZone)}` : " is not open";
    throw cycleError(409, `${phaseName}${when}: nothing can be saved in it yet.`, "phase_not_open");
  }
  const due = effectiveDueAt(w, cycle.lateJoinerDays);
  if (due && now > due)
    throw cycleError(
      409,
      `${phaseName} closed ${formatCycleDate(due, cycle.timeZone)}: ask HR for an extension.`,
      "phase_closed",
    );

  if (!w.hasParticipants) return; // a cycle never launched with participants: the hierarchy decides
  if (write.reviewerId === null) return; // a self kind: the manager's own questionnaire
  if (w.participantStatus === null)
    throw forbidden(`This employee is not in the review cycle ${cycle.name}.`);
  if (w.participantStatus === "Left")
    throw cycleError(
      409,
      "This employee has left the review cycle: their reviews are read-only.",
      "participant_left",
    );
  if (w.participantReviewerId !== write.reviewerId)
    throw forbidden(`You are no longer this employee's reviewer in ${cycle.name}.`);
}

/**
 * A phase's due date for one person: the latest of the phase's, a late joiner's (added + N days)
 * and their own extension, plus the grace days. Null: no deadline.
 */
export function effectiveDueAt(
  w: Pick<Window, "dueAt" | "graceDays" | "includedBy" | "addedAt" | "extendedTo">,
  lateJoinerDays: number,
): Date | null {
  if (!w.dueAt) return null;
  const candidates = [w.dueAt.getTime()];
  if (w.includedBy === "late-joiner" && w.addedAt)
    candidates.push(w.addedAt.getTime() + lateJoinerDays * DAY_MS);
  if (w.extendedTo) candidates.push(w.extendedTo.getTime());
  return new Date(Math.max(...candidates) + w.graceDays * DAY_MS);
}

/**
 * effectiveDueAt as an SQL expression, for aggregates over many people: over the phase row `ph`
 * ("dueAt", "graceDays"), the participant `p` ("includedBy", "addedAt"), their extension `ext`
 * ("dueAt", may be NULL from a LEFT JOIN) and the cycle `c` ("lateJoinerDays"); GREATEST skips
 * NULLs. Fixed aliases, never input. tests/integration/review-cycles pins the two together.
 */
export const effectiveDueSql = Prisma.sql`(CASE WHEN ph."dueAt" IS NULL THEN NULL ELSE GREATEST(
    ph."dueAt",
    CASE WHEN p."includedBy" = 'late-joiner' THEN p."addedAt" + c."lateJoinerDays" * interval '1 day' END,
    ext."dueAt") + ph."graceDays" * interval '1 day' END)`;

function cycleError(
  status: number,
  message: string,
  code: "cycle_closed" | "phase_not_open" | "phase_closed" | "participant_left",
) {
  return new AppError(status, message, undefined, undefined, code);
}

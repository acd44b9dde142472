import "server-only";
import type { Tx } from "@/lib/server/db/client";
import { recordAudits } from "@/lib/server/audit/record-audit";
import { lockCycleForChange } from "@/lib/server/review-cycles/lock-cycle";
import { dateStampIn } from "@/lib/shared/time-zone";

// Leavers from the HRIS import (issue 32 outcome 5, ADR 0088): an employee whose endDate has passed
// in the running cycle's time zone leaves it, as HR's "Mark as left" does: status Left, reviews
// read-only, out of the completion counts, nothing deleted; audited as the system's change.

export const LEFT_THE_COMPANY = "left the company";
const IMPORT_ACTOR = { kind: "system", id: null, name: "HRIS import" } as const;

/** In the import's transaction: marks the running cycle's leavers Left; answers how many. */
export async function markLeavers(tx: Tx, now = new Date()): Promise<number> {
  const active = await tx.reviewCycle.findFirst({ where: { status: "Active" }, select: { id: true } });
  if (!active) return 0;
  // The cycle's lock: HR's changes and a close take turns with this one (lock-cycle.ts).
  const cycle = await lockCycleForChange(tx, active.id);
  if (cycle.status !== "Active") return 0;
  const today = dateStampIn(now, cycle.timeZone);
  const left = await tx.$queryRaw<{ hrisId: string }[]>`
    UPDATE "ReviewCycleParticipant" p
    SET "status" = 'Left', "leftAt" = ${now}, "leftReason" = ${LEFT_THE_COMPANY}
    FROM "Employee" e
    WHERE p."cycleId" = ${cycle.id} AND p."status" = 'Active' AND e."id" = p."employeeId"
      AND e."endDate" < ${today}::date
    RETURNING e."hrisId"`;
  await recordAudits(
    left.map((l) => ({
      action: "review-cycle.participant.left",
      actor: null,
      account: IMPORT_ACTOR,
      employeeIds: [l.hrisId],
      detail: { cycleId: cycle.id, cycle: cycle.name, from: "Active", to: "Left", why: LEFT_THE_COMPANY },
    })),
    tx,
  );
  return left.length;
}

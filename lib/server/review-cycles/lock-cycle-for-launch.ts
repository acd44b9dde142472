import "server-only";
import type { Tx } from "@/lib/server/db/client";
import {
  lockCycleForChange,
  requireStatus,
  type LockedCycleRow,
} from "@/lib/server/review-cycles/lock-cycle";

// The cycle row locked for HR's eligibility, launch and participant changes (lock-cycle.ts's lock:
// they take turns with every other change and with the saves), with the columns these read.

export type LockedCycle = LockedCycleRow & { eligibility: unknown; lateJoinerDays: number };

export const CYCLE_NOT_FOUND = "Review cycle not found.";

export async function lockCycle(tx: Tx, cycleId: number): Promise<LockedCycle> {
  const row = await lockCycleForChange(tx, cycleId);
  const more = await tx.reviewCycle.findUniqueOrThrow({
    where: { id: cycleId },
    select: { eligibility: true, lateJoinerDays: true },
  });
  return { ...row, ...more };
}

/** Rules and excusals change only before launch (409). */
export const assertDraft = (cycle: LockedCycleRow, doing: string) => requireStatus(cycle, ["Draft"], doing);

/** Participants and deadlines change only while the cycle runs (409; cycle_closed once closed). */
export const assertActive = (cycle: LockedCycleRow, doing: string) => requireStatus(cycle, ["Active"], doing);

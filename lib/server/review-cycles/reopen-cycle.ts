import "server-only";
import { db } from "@/lib/server/db/client";
import { conflict } from "@/lib/server/errors";
import type { HrActor } from "@/lib/server/auth/session";
import { isUniqueViolation } from "@/lib/server/http/prisma-errors";
import { auditCycle } from "@/lib/server/review-cycles/cycle-audit";
import { findActiveCycle } from "@/lib/server/review-cycles/active-cycle";
import { getCycle } from "@/lib/server/review-cycles/get-cycle";
import { lockCycleForChange, requireStatus } from "@/lib/server/review-cycles/lock-cycle";
import type { CycleDto } from "@/lib/shared/schemas/review-cycle";

// POST /api/hr/review-cycles/{id}/reopen {reason}: a Closed cycle becomes Active again (HR only,
// with a reason), when no other cycle is active; its not-submitted marks are lifted.

export async function reopenCycle(
  actor: HrActor,
  id: number,
  reason: string,
  ip?: string,
): Promise<CycleDto> {
  try {
    await db.$transaction(async (tx) => {
      const cycle = await lockCycleForChange(tx, id);
      requireStatus(cycle, ["Closed"], "reopened");
      const active = await findActiveCycle(tx);
      if (active) throw otherActive(active.name);
      await tx.reviewCycle.update({ where: { id }, data: { status: "Active", closedAt: null } });
      await tx.reviewCycleParticipant.updateMany({ where: { cycleId: id }, data: { notSubmittedAt: null } });
      await auditCycle(tx, actor, ip, "review-cycle.reopen", cycle, {
        from: "Closed",
        to: "Active",
        why: reason,
      });
    });
  } catch (error) {
    // a cycle activated at the same moment: the one-active index refuses this one
    if (isUniqueViolation(error)) throw otherActive("another cycle");
    throw error;
  }
  return getCycle(id);
}

const otherActive = (name: string) => conflict(`${name} is active: close it before reopening this cycle.`);

import "server-only";
import { db } from "@/lib/server/db/client";
import type { HrActor } from "@/lib/server/auth/session";
import { auditCycle } from "@/lib/server/review-cycles/cycle-audit";
import { getCycle } from "@/lib/server/review-cycles/get-cycle";
import { lockCycleForChange, requireStatus } from "@/lib/server/review-cycles/lock-cycle";
import type { CycleDto } from "@/lib/shared/schemas/review-cycle";

/** POST /api/hr/review-cycles/{id}/archive: a Closed cycle becomes Archived (read-only, kept). */
export async function archiveCycle(actor: HrActor, id: number, ip?: string): Promise<CycleDto> {
  await db.$transaction(async (tx) => {
    const cycle = await lockCycleForChange(tx, id);
    requireStatus(cycle, ["Closed"], "archived");
    await tx.reviewCycle.update({ where: { id }, data: { status: "Archived", archivedAt: new Date() } });
    await auditCycle(tx, actor, ip, "review-cycle.archive", cycle, { from: "Closed", to: "Archived" });
  });
  return getCycle(id);
}

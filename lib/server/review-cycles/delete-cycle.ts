import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db/client";
import { conflict } from "@/lib/server/errors";
import type { HrActor } from "@/lib/server/auth/session";
import { ASSESSMENT_KINDS } from "@/lib/server/assessments/registry";
import { submittedSql, tableSql } from "@/lib/server/assessments/assessment-kind";
import { auditCycle } from "@/lib/server/review-cycles/cycle-audit";
import { lockCycleForChange } from "@/lib/server/review-cycles/lock-cycle";

// DELETE /api/hr/review-cycles/{id}: only a cycle without reviews goes (with its phases,
// participants, extensions, excusals and nudges). A submitted review is never deleted: archive instead.

export async function deleteCycle(actor: HrActor, id: number, ip?: string): Promise<{ ok: true }> {
  await db.$transaction(async (tx) => {
    const cycle = await lockCycleForChange(tx, id);
    const counts = ASSESSMENT_KINDS.map(
      (
        kind,
      ) => Prisma.sql`(SELECT count(*) FILTER (WHERE ${submittedSql(kind, "x")}) AS submitted, count(*) AS total
        FROM ${tableSql(kind)} x WHERE x."cycleId" = ${id})`,
    );
    const [{ submitted, total }] = await tx.$queryRaw<{ submitted: number; total: number }[]>`
      SELECT sum(submitted)::int AS submitted, sum(total)::int AS total FROM (${Prisma.join(counts, " UNION ALL ")}) k`;
    if (submitted > 0) throw conflict(`${cycle.name} has submitted reviews: archive it instead.`);
    if (total > 0) throw conflict(`${cycle.name} has draft reviews: close and archive it instead.`);
    await tx.reviewCyclePhase.deleteMany({ where: { cycleId: id } });
    await tx.reviewPhaseExtension.deleteMany({ where: { cycleId: id } });
    await tx.reviewCycleExcusal.deleteMany({ where: { cycleId: id } });
    await tx.reviewPhaseExcusal.deleteMany({ where: { cycleId: id } });
    await tx.reviewNudge.deleteMany({ where: { cycleId: id } });
    await tx.reviewCycleParticipant.deleteMany({ where: { cycleId: id } });
    await tx.reviewCycle.delete({ where: { id } });
    await auditCycle(tx, actor, ip, "review-cycle.delete", cycle, { from: cycle.status, to: null });
  });
  return { ok: true };
}

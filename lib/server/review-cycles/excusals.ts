import "server-only";
import { db, type Tx } from "@/lib/server/db/client";
import { AppError, notFound } from "@/lib/server/errors";
import { employeeByHrisId } from "@/lib/server/review-cycles/employee-by-hris-id";
import { auditCycle } from "@/lib/server/review-cycles/cycle-audit";
import type { HrActor } from "@/lib/server/auth/session";
import type { EligibilityReason } from "@/lib/shared/schemas/review-cycle";
import { assertDraft, lockCycle, type LockedCycle } from "@/lib/server/review-cycles/lock-cycle-for-launch";
import { classifiedEmployeesSql, readEligibilityRules } from "@/lib/server/review-cycles/eligibility-sql";

// POST/DELETE …/excusals: HR accepts a blocking eligibility problem (a participant whose manager
// cannot sign in yet) so the cycle can launch with them in it, or takes the excuse back. Draft only.

async function reasonOf(tx: Tx, cycle: LockedCycle, employeeId: number): Promise<EligibilityReason | null> {
  const [row] = await tx.$queryRaw<{ reason: EligibilityReason }[]>`
    SELECT c."reason" FROM (${classifiedEmployeesSql(cycle.id, readEligibilityRules(cycle.eligibility))}) c
    WHERE c."id" = ${employeeId}`;
  return row?.reason ?? null;
}

export async function excuseProblem(
  actor: HrActor,
  cycleId: number,
  input: { hrisId: string; reason: string },
  ip: string,
) {
  return db.$transaction(async (tx) => {
    const cycle = await lockCycle(tx, cycleId);
    assertDraft(cycle, "given other excuses");
    const employee = await employeeByHrisId(tx, input.hrisId);
    const reason = await reasonOf(tx, cycle, employee.id);
    if (reason !== "manager_without_account" && reason !== "excused")
      throw new AppError(422, `${employee.name} has no blocking problem to excuse.`, [
        { path: "hrisId", message: "Nothing to excuse." },
      ]);
    await tx.reviewCycleExcusal.upsert({
      where: { cycleId_employeeId: { cycleId, employeeId: employee.id } },
      create: { cycleId, employeeId: employee.id, reason: input.reason },
      update: { reason: input.reason },
    });
    await auditCycle(
      tx,
      actor,
      ip,
      "review-cycle.excuse",
      cycle,
      { problem: "manager_without_account", why: input.reason },
      [employee.hrisId],
    );
    return { hrisId: employee.hrisId, excused: true };
  });
}

export async function withdrawExcusal(actor: HrActor, cycleId: number, hrisId: string, ip: string) {
  return db.$transaction(async (tx) => {
    const cycle = await lockCycle(tx, cycleId);
    assertDraft(cycle, "given other excuses");
    const employee = await employeeByHrisId(tx, hrisId);
    const removed = await tx.reviewCycleExcusal.deleteMany({ where: { cycleId, employeeId: employee.id } });
    if (!removed.count) throw notFound(`${employee.name} has no excused problem in this cycle.`);
    await auditCycle(tx, actor, ip, "review-cycle.excuse.withdraw", cycle, {}, [employee.hrisId]);
    return { hrisId: employee.hrisId, excused: false };
  });
}

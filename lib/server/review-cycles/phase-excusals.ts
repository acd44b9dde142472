import "server-only";
import type { ReviewPhase } from "@/generated/prisma/client";
import { db } from "@/lib/server/db/client";
import { AppError, notFound } from "@/lib/server/errors";
import type { HrActor } from "@/lib/server/auth/session";
import { employeeByHrisId } from "@/lib/server/review-cycles/employee-by-hris-id";
import { auditCycle } from "@/lib/server/review-cycles/cycle-audit";
import { assertActive } from "@/lib/server/review-cycles/lock-cycle-for-launch";
import { lockCycleForChange } from "@/lib/server/review-cycles/lock-cycle";
import { PHASE_LABELS } from "@/lib/shared/review-phases";
import type { PhaseExcusalBody } from "@/lib/shared/schemas/review-cycle";

// HR excuses one participant from one phase of the running cycle (issue 34 §9: someone on leave
// writes no self-review), with a reason: they leave that phase's completion counts and nothing else.
// Taken back by DELETE. Both audited.

export async function excuseFromPhase(actor: HrActor, cycleId: number, input: PhaseExcusalBody, ip: string) {
  return db.$transaction(async (tx) => {
    const cycle = await lockCycleForChange(tx, cycleId);
    assertActive(cycle, "given excuses from a phase");
    const employee = await employeeByHrisId(tx, input.hrisId);
    const participant = await tx.reviewCycleParticipant.findUnique({
      where: { cycleId_employeeId: { cycleId, employeeId: employee.id } },
      select: { status: true },
    });
    if (!participant || participant.status !== "Active")
      throw new AppError(422, `${employee.name} is not taking part in ${cycle.name}.`, [
        { path: "hrisId", message: "Not a participant of this cycle." },
      ]);
    await tx.reviewPhaseExcusal.upsert({
      where: { cycleId_employeeId_phase: { cycleId, employeeId: employee.id, phase: input.phase } },
      create: {
        cycleId,
        employeeId: employee.id,
        phase: input.phase,
        reason: input.reason,
        byHrUserId: actor.hrUserId,
      },
      update: { reason: input.reason, byHrUserId: actor.hrUserId },
    });
    await auditCycle(
      tx,
      actor,
      ip,
      "review-cycle.phase-excuse",
      cycle,
      { phase: input.phase, why: input.reason },
      [employee.hrisId],
    );
    return {
      hrisId: employee.hrisId,
      phase: input.phase,
      excused: true,
      message: `${employee.name} is excused from the ${PHASE_LABELS[input.phase].toLowerCase()} phase of ${cycle.name}.`,
    };
  });
}

export async function withdrawPhaseExcusal(
  actor: HrActor,
  cycleId: number,
  hrisId: string,
  phase: ReviewPhase,
  ip: string,
) {
  return db.$transaction(async (tx) => {
    const cycle = await lockCycleForChange(tx, cycleId);
    assertActive(cycle, "given excuses from a phase");
    const employee = await employeeByHrisId(tx, hrisId);
    const removed = await tx.reviewPhaseExcusal.deleteMany({
      where: { cycleId, employeeId: employee.id, phase },
    });
    if (!removed.count) throw notFound(`${employee.name} is not excused from that phase.`);
    await auditCycle(tx, actor, ip, "review-cycle.phase-excuse.withdraw", cycle, { phase }, [
      employee.hrisId,
    ]);
    return { hrisId: employee.hrisId, phase, excused: false };
  });
}

/**
 * Where a person stands in a phase of a cycle for HR's employee page: whether they take part (only
 * a participant can be excused) and, if excused, why.
 */
export async function phaseStanding(cycleId: number, employeeId: number, phase: ReviewPhase) {
  const [participant, excusal] = await Promise.all([
    db.reviewCycleParticipant.findUnique({
      where: { cycleId_employeeId: { cycleId, employeeId } },
      select: { status: true },
    }),
    db.reviewPhaseExcusal.findUnique({
      where: { cycleId_employeeId_phase: { cycleId, employeeId, phase } },
      select: { reason: true },
    }),
  ]);
  return { takesPart: participant?.status === "Active", excusedBecause: excusal?.reason ?? null };
}

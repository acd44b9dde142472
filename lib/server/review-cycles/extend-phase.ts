import "server-only";
import { db } from "@/lib/server/db/client";
import { AppError, notFound } from "@/lib/server/errors";
import { auditCycle } from "@/lib/server/review-cycles/cycle-audit";
import type { HrActor } from "@/lib/server/auth/session";
import type { ReviewPhase } from "@/generated/prisma/client";
import { assertActive, lockCycle } from "@/lib/server/review-cycles/lock-cycle-for-launch";
import { lockParticipant, participantLeft } from "@/lib/server/review-cycles/participants";

// POST /api/hr/review-cycles/{id}/phases/{phase}/extend: a later due date for a phase, for everyone
// (the phase's dueAt) or for one participant (their ReviewPhaseExtension), always with a reason.
// An extension only moves a deadline later: an earlier date would close a phase under people's feet.

export type ExtendInput = { dueAt: string; hrisId?: string; reason: string };

const notLater = (current: Date) =>
  new AppError(422, `The new due date must be later than the current one (${current.toISOString()}).`, [
    { path: "dueAt", message: "Must be later than the current due date." },
  ]);

export async function extendPhase(
  actor: HrActor,
  cycleId: number,
  phase: ReviewPhase,
  input: ExtendInput,
  ip: string,
) {
  const dueAt = new Date(input.dueAt);
  return db.$transaction(async (tx) => {
    const cycle = await lockCycle(tx, cycleId);
    assertActive(cycle, "extended");
    const row = await tx.reviewCyclePhase.findUnique({
      where: { cycleId_phase: { cycleId, phase } },
      select: { opensAt: true, dueAt: true },
    });
    if (!row) throw notFound(`The review cycle “${cycle.name}” has no ${phase} phase.`);
    if (dueAt <= row.opensAt)
      throw new AppError(422, "The due date must be after the phase opens.", [
        { path: "dueAt", message: "Must be after the phase opens." },
      ]);
    const base = { phase, why: input.reason };
    if (!input.hrisId) {
      if (row.dueAt && dueAt <= row.dueAt) throw notLater(row.dueAt);
      await tx.reviewCyclePhase.update({ where: { cycleId_phase: { cycleId, phase } }, data: { dueAt } });
      await auditCycle(tx, actor, ip, "review-cycle.phase.extend", cycle, {
        ...base,
        from: row.dueAt?.toISOString() ?? null,
        to: dueAt.toISOString(),
      });
      return { phase, dueAt: dueAt.toISOString(), hrisId: null };
    }
    const { employee, participant } = await lockParticipant(tx, cycle, input.hrisId);
    if (participant.status === "Left") throw participantLeft(employee.name);
    const key = { cycleId_phase_employeeId: { cycleId, phase, employeeId: employee.id } };
    const existing = await tx.reviewPhaseExtension.findUnique({ where: key, select: { dueAt: true } });
    const current = existing?.dueAt ?? row.dueAt;
    if (current && dueAt <= current) throw notLater(current);
    await tx.reviewPhaseExtension.upsert({
      where: key,
      create: { cycleId, phase, employeeId: employee.id, dueAt, reason: input.reason },
      update: { dueAt, reason: input.reason },
    });
    await auditCycle(
      tx,
      actor,
      ip,
      "review-cycle.phase.extend-person",
      cycle,
      { ...base, from: current?.toISOString() ?? null, to: dueAt.toISOString() },
      [employee.hrisId],
    );
    return { phase, dueAt: dueAt.toISOString(), hrisId: employee.hrisId };
  });
}

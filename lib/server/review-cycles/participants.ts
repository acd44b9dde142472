import "server-only";
import { db, type Tx } from "@/lib/server/db/client";
import { AppError, conflict, notFound } from "@/lib/server/errors";
import { isUniqueViolation } from "@/lib/server/http/prisma-errors";
import { auditCycle } from "@/lib/server/review-cycles/cycle-audit";
import type { HrActor } from "@/lib/server/auth/session";
import { assertActive, lockCycle, type LockedCycle } from "@/lib/server/review-cycles/lock-cycle-for-launch";
import { employeeByHrisId } from "@/lib/server/review-cycles/employee-by-hris-id";
import { changeReviewer } from "@/lib/server/review-cycles/change-reviewer";
import type { ParticipantChange } from "@/lib/shared/schemas/review-cycle";
import { effectiveDueAt } from "@/lib/server/review-cycles/cycle-write-gate";

// Participants while a cycle runs (issue 32 outcome 5): a late joiner added by HR, a leaver, and a
// new reviewer (change-reviewer.ts). Each change locks the cycle row (so it cannot close meanwhile),
// is audited with from / to / why, and deletes nothing.

export const participantLeft = (name: string) =>
  new AppError(
    409,
    `${name} has left this review cycle: their reviews are read-only.`,
    undefined,
    undefined,
    "participant_left",
  );

/** POST …/participants: adds someone to the running cycle, reviewed by their manager. */
export async function addLateJoiner(actor: HrActor, cycleId: number, hrisId: string, ip: string) {
  try {
    return await db.$transaction(async (tx) => {
      const cycle = await lockCycle(tx, cycleId);
      assertActive(cycle, "joined late");
      const employee = await employeeByHrisId(tx, hrisId);
      const manager = await tx.employee.findFirst({
        where: { reports: { some: { id: employee.id } } },
        select: { id: true, hrisId: true, name: true },
      });
      if (!manager)
        throw new AppError(422, `${employee.name} has no manager to review them.`, [
          { path: "hrisId", message: "No manager." },
        ]);
      const participant = await tx.reviewCycleParticipant.create({
        data: {
          cycleId,
          employeeId: employee.id,
          reviewerId: manager.id,
          reviewerAtLaunch: manager.id,
          includedBy: "late-joiner",
        },
        select: { addedAt: true },
      });
      await auditCycle(
        tx,
        actor,
        ip,
        "review-cycle.participant.add",
        cycle,
        { reviewer: manager.hrisId, lateJoinerDays: cycle.lateJoinerDays },
        [employee.hrisId, manager.hrisId],
      );
      const phases = await tx.reviewCyclePhase.findMany({
        where: { cycleId },
        select: { phase: true, dueAt: true, graceDays: true },
        orderBy: { opensAt: "asc" },
      });
      return {
        hrisId: employee.hrisId,
        name: employee.name,
        reviewer: { hrisId: manager.hrisId, name: manager.name },
        includedBy: "late-joiner",
        addedAt: participant.addedAt.toISOString(),
        dueDates: phases.map((p) => ({
          phase: p.phase,
          dueAt:
            effectiveDueAt(
              { ...p, includedBy: "late-joiner", addedAt: participant.addedAt, extendedTo: null },
              cycle.lateJoinerDays,
            )?.toISOString() ?? null,
        })),
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("This person is already in the review cycle.");
    throw error;
  }
}

/** The participant row, locked, with the cycle checked to be running. */
export async function lockParticipant(tx: Tx, cycle: LockedCycle, hrisId: string) {
  const employee = await employeeByHrisId(tx, hrisId);
  const [participant] = await tx.$queryRaw<
    { id: number; reviewerId: number | null; status: "Active" | "Left" }[]
  >`SELECT "id", "reviewerId", "status"::text AS "status" FROM "ReviewCycleParticipant"
    WHERE "cycleId" = ${cycle.id} AND "employeeId" = ${employee.id} FOR UPDATE`;
  if (!participant) throw notFound(`${employee.name} is not in the review cycle “${cycle.name}”.`);
  return { employee, participant };
}

/** PATCH …/participants/{hrisId}: a new reviewer, or the participant leaves (with a reason). */
export async function changeParticipant(
  actor: HrActor,
  cycleId: number,
  hrisId: string,
  change: ParticipantChange,
  ip: string,
) {
  return db.$transaction(async (tx) => {
    const cycle = await lockCycle(tx, cycleId);
    assertActive(cycle, "given participant changes");
    const { employee, participant } = await lockParticipant(tx, cycle, hrisId);
    if (participant.status === "Left") throw participantLeft(employee.name);
    if ("reviewerHrisId" in change)
      return changeReviewer(tx, {
        actor,
        ip,
        cycle,
        employee,
        participant,
        reviewerHrisId: change.reviewerHrisId,
      });
    const leftAt = new Date();
    await tx.reviewCycleParticipant.update({
      where: { id: participant.id },
      data: { status: "Left", leftAt, leftReason: change.reason },
    });
    await auditCycle(
      tx,
      actor,
      ip,
      "review-cycle.participant.left",
      cycle,
      { from: "Active", to: "Left", why: change.reason },
      [employee.hrisId],
    );
    return { hrisId: employee.hrisId, status: "Left" as const, leftAt: leftAt.toISOString() };
  });
}

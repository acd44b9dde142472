import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { Tx } from "@/lib/server/db/client";
import { levelBelow } from "@/lib/server/access/hierarchy";
import { AppError } from "@/lib/server/errors";
import { auditCycle } from "@/lib/server/review-cycles/cycle-audit";
import type { HrActor } from "@/lib/server/auth/session";
import { ASSESSMENT_KINDS } from "@/lib/server/assessments/registry";
import { tableSql } from "@/lib/server/assessments/assessment-kind";
import type { LockedCycle } from "@/lib/server/review-cycles/lock-cycle-for-launch";
import { employeeByHrisId } from "@/lib/server/review-cycles/employee-by-hris-id";

// A participant's reviewer changes (HR, while the cycle runs). In the caller's transaction: the
// participant's reviewerId, and this cycle's report assessments about them (drafts and submitted
// alike) move to the new reviewer, so the draft moves with the review. The write gate reads
// reviewerId, so the old manager's next save gets 403; the new one sees the review on next load.

type Input = {
  actor: HrActor;
  ip: string;
  cycle: LockedCycle;
  employee: { id: number; hrisId: string; name: string };
  participant: { id: number; reviewerId: number | null };
  reviewerHrisId: string;
};

export async function changeReviewer(tx: Tx, input: Input) {
  const { cycle, employee, participant } = input;
  const reviewer = await employeeByHrisId(tx, input.reviewerHrisId);
  if (reviewer.id === employee.id)
    throw new AppError(422, "A person cannot review themselves.", [
      { path: "reviewerHrisId", message: "Choose another reviewer." },
    ]);
  // Managers see and save reviews through their hierarchy: a reviewer above whom the employee does
  // not sit could neither open nor save the review. The reporting line changes first (HRIS import).
  const [inside] = await tx.$queryRaw<{ level: number | null }[]>`
    SELECT ${levelBelow({ hrisId: reviewer.hrisId }, Prisma.sql`${employee.hrisId}`)} AS level`;
  if (inside?.level == null)
    throw new AppError(
      422,
      `${employee.name} is not in ${reviewer.name}'s team: change the reporting line first, then the reviewer.`,
      [{ path: "reviewerHrisId", message: "Not above this employee in the org." }],
    );
  const before = participant.reviewerId
    ? await tx.employee.findUnique({ where: { id: participant.reviewerId }, select: { hrisId: true } })
    : null;
  const answer = {
    hrisId: employee.hrisId,
    reviewer: { hrisId: reviewer.hrisId, name: reviewer.name },
    moved: 0,
  };
  if (participant.reviewerId === reviewer.id) return answer;
  let moved = 0;
  if (participant.reviewerId !== null) {
    for (const kind of ASSESSMENT_KINDS.filter((k) => k.subject === "report")) {
      const [taken] = await tx.$queryRaw<{ n: bigint }[]>`
        SELECT count(*) AS n FROM ${tableSql(kind)}
        WHERE "employeeId" = ${employee.id} AND "cycleId" = ${cycle.id} AND "managerId" = ${reviewer.id}`;
      if (Number(taken?.n ?? 0))
        throw new AppError(
          409,
          `${reviewer.name} already has a ${kind.label} of ${employee.name} in this cycle; it cannot be replaced.`,
        );
      moved += await tx.$executeRaw`
        UPDATE ${tableSql(kind)} SET "managerId" = ${reviewer.id}
        WHERE "employeeId" = ${employee.id} AND "cycleId" = ${cycle.id} AND "managerId" = ${participant.reviewerId}`;
    }
  }
  await tx.reviewCycleParticipant.update({
    where: { id: participant.id },
    data: { reviewerId: reviewer.id },
  });
  await auditCycle(
    tx,
    input.actor,
    input.ip,
    "review-cycle.participant.reviewer",
    cycle,
    { from: before?.hrisId ?? null, to: reviewer.hrisId, moved },
    [employee.hrisId, reviewer.hrisId, ...(before ? [before.hrisId] : [])],
  );
  return { ...answer, moved };
}

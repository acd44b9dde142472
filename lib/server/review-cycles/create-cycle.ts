import "server-only";
import { db, type Tx } from "@/lib/server/db/client";
import { AppError, conflict } from "@/lib/server/errors";
import type { HrActor } from "@/lib/server/auth/session";
import { isUniqueViolation } from "@/lib/server/http/prisma-errors";
import { auditCycle } from "@/lib/server/review-cycles/cycle-audit";
import { getCycle } from "@/lib/server/review-cycles/get-cycle";
import {
  phaseOrderIssues,
  REVIEW_PHASES,
  type CreateCycleInput,
  type CycleDto,
  type PhaseInput,
  type ReviewPhaseName,
} from "@/lib/shared/schemas/review-cycle";

// POST /api/hr/review-cycles: a new cycle, as a Draft. Its phases must be in order (422 naming the
// field); its name is unique (409). The self-review settings default to the schema's.

/** The phases as written: a PATCH may take a due date away (null). */
export type PhasesInput = Partial<
  Record<ReviewPhaseName, Omit<PhaseInput, "dueAt"> & { dueAt: string | null }>
>;

/** 422 when the phases or the period are out of order, naming each field. */
export function assertDatesInOrder(
  phases: PhasesInput,
  period: { start?: string | null; end?: string | null },
) {
  const issues = phaseOrderIssues(phases);
  if (period.start && period.end && period.end < period.start)
    issues.push({ path: "periodEnd", message: "The period ends before it starts." });
  if (issues.length) throw new AppError(422, issues.map((i) => i.message).join(" "), issues);
}

/** Writes the given phases of the cycle (created or replaced). */
export async function writePhases(tx: Tx, cycleId: number, phases: PhasesInput) {
  for (const phase of REVIEW_PHASES) {
    const p = phases[phase];
    if (!p) continue;
    const data = {
      opensAt: new Date(p.opensAt),
      dueAt: p.dueAt === null ? null : new Date(p.dueAt),
      graceDays: p.graceDays ?? 0,
    };
    await tx.reviewCyclePhase.upsert({
      where: { cycleId_phase: { cycleId, phase } },
      create: { cycleId, phase, ...data },
      update: data,
    });
  }
}

export const nameTaken = (name: string) => conflict(`A review cycle named ${name} already exists.`);

export async function createCycle(actor: HrActor, input: CreateCycleInput, ip?: string): Promise<CycleDto> {
  assertDatesInOrder(input.phases, { start: input.periodStart, end: input.periodEnd });
  try {
    const id = await db.$transaction(async (tx) => {
      const cycle = await tx.reviewCycle.create({
        data: {
          name: input.name,
          timeZone: input.timeZone,
          periodStart: input.periodStart ? new Date(input.periodStart) : null,
          periodEnd: input.periodEnd ? new Date(input.periodEnd) : null,
          ...(input.selfReviewVisibility ? { selfReviewVisibility: input.selfReviewVisibility } : {}),
          ...(input.gapThreshold !== undefined ? { gapThreshold: input.gapThreshold } : {}),
        },
        select: { id: true, name: true },
      });
      await writePhases(tx, cycle.id, input.phases);
      await auditCycle(tx, actor, ip, "review-cycle.create", cycle, { to: "Draft" });
      return cycle.id;
    });
    return getCycle(id);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(input.name);
    throw error;
  }
}

import "server-only";
import { db } from "@/lib/server/db/client";
import { AppError } from "@/lib/server/errors";
import type { HrActor } from "@/lib/server/auth/session";
import { isUniqueViolation } from "@/lib/server/http/prisma-errors";
import { auditCycle } from "@/lib/server/review-cycles/cycle-audit";
import { getCycle } from "@/lib/server/review-cycles/get-cycle";
import { requireStatus } from "@/lib/server/review-cycles/lock-cycle";
import { lockCycle } from "@/lib/server/review-cycles/lock-cycle-for-launch";
import { writeEligibilityRules } from "@/lib/server/review-cycles/eligibility";
import {
  assertDatesInOrder,
  nameTaken,
  writePhases,
  type PhasesInput,
} from "@/lib/server/review-cycles/create-cycle";
import type { CycleDto, UpdateCycleInput } from "@/lib/shared/schemas/review-cycle";

// PATCH /api/hr/review-cycles/{id}: a Draft takes any change (its eligibility rules too); an Active
// cycle only its dates (phases, a due date may be taken away) and its self-review settings (when the
// manager sees the self-review, the gap highlighted: issue 34); a closed one none. The phases after
// the change must still be in order. Audited as one cycle change, from and to.

const DATES_ONLY = "Only the dates and the self-review settings of an active cycle can change.";
/** What an Active cycle may still change. */
const ACTIVE_CHANGES = new Set(["phases", "selfReviewVisibility", "gapThreshold"]);

export async function updateCycle(
  actor: HrActor,
  id: number,
  input: UpdateCycleInput,
  ip?: string,
): Promise<CycleDto> {
  try {
    await db.$transaction(async (tx) => {
      const cycle = await lockCycle(tx, id);
      requireStatus(cycle, ["Draft", "Active"], "changed");
      const changesMore = Object.keys(input).some((k) => !ACTIVE_CHANGES.has(k));
      if (cycle.status === "Active" && changesMore) throw new AppError(409, DATES_ONLY);

      const current = await tx.reviewCycle.findUniqueOrThrow({
        where: { id },
        select: {
          name: true,
          periodStart: true,
          periodEnd: true,
          timeZone: true,
          selfReviewVisibility: true,
          gapThreshold: true,
          phases: true,
        },
      });
      const merged: Record<string, { opensAt: string; dueAt: string | null }> = {};
      for (const p of current.phases)
        merged[p.phase] = { opensAt: p.opensAt.toISOString(), dueAt: p.dueAt?.toISOString() ?? null };
      Object.assign(merged, input.phases ?? {});
      const day = (d: Date | null) => d?.toISOString().slice(0, 10) ?? null;
      assertDatesInOrder(merged as PhasesInput, {
        start: input.periodStart !== undefined ? input.periodStart : day(current.periodStart),
        end: input.periodEnd !== undefined ? input.periodEnd : day(current.periodEnd),
      });

      await tx.reviewCycle.update({
        where: { id },
        data: {
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.timeZone !== undefined ? { timeZone: input.timeZone } : {}),
          ...(input.periodStart !== undefined
            ? { periodStart: input.periodStart ? new Date(input.periodStart) : null }
            : {}),
          ...(input.periodEnd !== undefined
            ? { periodEnd: input.periodEnd ? new Date(input.periodEnd) : null }
            : {}),
          ...(input.selfReviewVisibility !== undefined
            ? { selfReviewVisibility: input.selfReviewVisibility }
            : {}),
          ...(input.gapThreshold !== undefined ? { gapThreshold: input.gapThreshold } : {}),
        },
      });
      await writePhases(tx, id, input.phases ?? {});
      const { eligibility, ...rest } = input;
      if (Object.keys(rest).length)
        await auditCycle(tx, actor, ip, "review-cycle.update", cycle, {
          from: JSON.stringify(snapshot(current)),
          to: JSON.stringify(rest),
        });
      if (eligibility) await writeEligibilityRules(tx, actor, ip, cycle, eligibility);
    });
  } catch (error) {
    if (isUniqueViolation(error) && input.name) throw nameTaken(input.name);
    throw error;
  }
  return getCycle(id);
}

function snapshot(c: {
  name: string;
  timeZone: string;
  selfReviewVisibility: string;
  gapThreshold: number;
  phases: { phase: string; opensAt: Date; dueAt: Date | null; graceDays: number }[];
}) {
  return {
    name: c.name,
    timeZone: c.timeZone,
    selfReviewVisibility: c.selfReviewVisibility,
    gapThreshold: c.gapThreshold,
    phases: Object.fromEntries(
      c.phases.map((p) => [p.phase, { opensAt: p.opensAt, dueAt: p.dueAt, graceDays: p.graceDays }]),
    ),
  };
}

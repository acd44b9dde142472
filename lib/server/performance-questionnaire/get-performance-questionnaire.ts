import "server-only";
import { db } from "@/lib/server/db/client";
import type { ManagerSession } from "@/lib/server/auth/session";
import { findShownCycle } from "@/lib/server/review-cycles/shown-cycle";
import type { PerformanceQuestionnaireDto } from "@/lib/shared/schemas/performance-questionnaire";
import { resolveReviewPair, type PairRef, type ReviewPair } from "./review-pair";
import { questionnaireSelect, toDto } from "./questionnaire-row";

/**
 * The shown cycle's questionnaire of the pair (the active cycle's, else the last closed one's, read
 * only: shown-cycle.ts), or null when the manager has not started one.
 */
export async function findQuestionnaire(pair: ReviewPair) {
  const cycle = await findShownCycle();
  if (!cycle) return null; // no cycle yet: nothing can have been saved in it
  return db.performanceQuestionnaire.findUnique({
    where: {
      employeeId_managerId_cycleId: {
        employeeId: pair.employee.id,
        managerId: pair.manager.id,
        cycleId: cycle.id,
      },
    },
    select: questionnaireSelect,
  });
}

/** GET /api/employee-performance-questionnaire/{employeeHrisId}/{managerHrisId} (spec 2 §7). */
export async function getPerformanceQuestionnaire(
  session: ManagerSession,
  ref: PairRef,
): Promise<PerformanceQuestionnaireDto | null> {
  const pair = await resolveReviewPair(session, ref);
  const row = await findQuestionnaire(pair);
  return row && toDto(row, { employeeHrisId: pair.employee.hrisId, managerHrisId: pair.manager.hrisId });
}

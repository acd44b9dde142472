import "server-only";
import { badRequest } from "@/lib/server/errors";
import type { ManagerSession } from "@/lib/server/auth/session";
import { saveAssessment } from "@/lib/server/assessments/save-assessment";
import {
  INCOMPLETE_FORM_MESSAGE,
  missingPerformanceAnswers,
  normalizePerformanceAnswers,
  type PerformanceQuestionnaireBody,
  type SavedPerformanceQuestionnaireDto,
} from "@/lib/shared/schemas/performance-questionnaire";
import { assertBodyMatchesPair, type PairRef } from "./review-pair";
import { toColumns } from "./questionnaire-row";
import { performanceKind } from "./performance-kind";

export type SaveKind = "draft" | "submit";

/**
 * POST …/draft/{e}/{m} and POST …/{e}/{m} (spec 2 §4, §5, §7). What was not asked is stored as
 * null whatever the body said (questions 4–8 without PQs, 5B unless Power BI is 'No'). A submit
 * needs every required answer, also when it updates an already submitted questionnaire; a draft
 * may not reopen a submitted one (409 already_submitted). The shared rules (ownership, lock,
 * stale edit, audit, insert race) are saveAssessment's.
 */
export async function savePerformanceQuestionnaire(
  session: ManagerSession,
  ref: PairRef,
  body: PerformanceQuestionnaireBody,
  kind: SaveKind,
): Promise<SavedPerformanceQuestionnaireDto> {
  assertBodyMatchesPair(body, ref);
  if (body.isDraft !== undefined && body.isDraft !== (kind === "draft"))
    throw badRequest(
      kind === "draft" ? "A draft is saved with isDraft true." : "A submission has isDraft false.",
    );
  const answers = normalizePerformanceAnswers(body);
  return saveAssessment({
    kind: performanceKind,
    actor: session,
    managerRef: ref.managerHrisId,
    employee: { hrisId: ref.employeeHrisId },
    isDraft: kind === "draft",
    basedOn: body.basedOn,
    write: async ({ tx, key, existing, isDraft }) => {
      if (!isDraft) {
        const missing = missingPerformanceAnswers(answers);
        if (missing.length) throw badRequest(INCOMPLETE_FORM_MESSAGE, missing);
      }
      const data = { ...toColumns(answers), isDraft, submittedAt: isDraft ? null : new Date() };
      const select = { id: true, isDraft: true, updatedAt: true, submittedAt: true } as const;
      const row = existing
        ? await tx.performanceQuestionnaire.update({ where: { id: existing.id }, data, select })
        : await tx.performanceQuestionnaire.create({ data: { ...key, ...data }, select });
      const answer: SavedPerformanceQuestionnaireDto = {
        id: row.id,
        isDraft: row.isDraft,
        updatedAt: row.updatedAt.toISOString(),
        submittedAt: row.submittedAt?.toISOString() ?? null,
      };
      return { id: row.id, answer };
    },
  });
}

import "server-only";
import { db, type Tx } from "@/lib/server/db";
import { badRequest, conflict } from "@/lib/server/errors";
import type { ManagerSession } from "@/lib/server/auth/session";
import { ensureCurrentCycle } from "@/lib/server/review-cycles/current-cycle";
import { retryOnUniqueViolation } from "@/lib/server/unique-retry";
import {
  INCOMPLETE_FORM_MESSAGE,
  missingPerformanceAnswers,
  normalizePerformanceAnswers,
  type PerformanceQuestionnaireAnswers,
  type PerformanceQuestionnaireBody,
  type SavedPerformanceQuestionnaireDto,
} from "@/lib/shared/schemas/performance-questionnaire";
import { assertBodyMatchesPair, resolveReviewPair, type PairRef } from "./review-pair";
import { toColumns } from "./questionnaire-row";
import { recordEdit } from "@/lib/server/audit";
import { assertUnchangedSince } from "@/lib/server/assessments/stale-edit";
import { performanceQuestionnaireSnapshot } from "@/lib/server/audit-snapshots";

export type SaveKind = "draft" | "submit";

type Key = { employeeId: number; managerId: number; cycleId: number };
/** Who saves, for whom: the audit row of the save. */
type Audited = { actor: ManagerSession; hrisId: string };

export const ALREADY_SUBMITTED =
  "This performance review has already been submitted. Change it with Update Review instead of saving a draft.";

/**
 * POST …/draft/{e}/{m} and POST …/{e}/{m} (spec 2 §4, §5, §7). One questionnaire per employee,
 * manager and cycle: the row is locked while it is written, and a lost race to insert it retries
 * as an update, so concurrent saves leave one row. What was not asked is stored as null whatever
 * the body said (questions 4–8 without PQs, 5B unless Power BI is 'No'). A submit needs every
 * required answer, also when it updates an already submitted questionnaire; a draft may not
 * reopen a submitted one. A body naming the version its form was opened from (`basedOn`) is
 * refused (409 stale_edit) once the questionnaire has moved on since.
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
  const pair = await resolveReviewPair(session, ref);
  const answers = normalizePerformanceAnswers(body);
  if (kind === "submit") {
    const missing = missingPerformanceAnswers(answers);
    if (missing.length) throw badRequest(INCOMPLETE_FORM_MESSAGE, missing);
  }
  const key: Key = {
    employeeId: pair.employee.id,
    managerId: pair.manager.id,
    cycleId: (await ensureCurrentCycle()).id,
  };
  const write = () =>
    db.$transaction((tx) =>
      writeQuestionnaire(tx, key, answers, kind, body.basedOn, {
        actor: session,
        hrisId: pair.employee.hrisId,
      }),
    );
  // Two first saves may race; the one that lost the insert becomes an update.
  return retryOnUniqueViolation(write);
}

async function writeQuestionnaire(
  tx: Tx,
  key: Key,
  answers: PerformanceQuestionnaireAnswers,
  kind: SaveKind,
  basedOn: PerformanceQuestionnaireBody["basedOn"],
  audited: Audited,
): Promise<SavedPerformanceQuestionnaireDto> {
  const [existing] = await tx.$queryRaw<{ id: number; submittedAt: Date | null; updatedAt: Date }[]>`
    SELECT id, "submittedAt", "updatedAt" FROM "PerformanceQuestionnaire"
    WHERE "employeeId" = ${key.employeeId} AND "managerId" = ${key.managerId} AND "cycleId" = ${key.cycleId}
    FOR UPDATE`;
  assertUnchangedSince(existing?.updatedAt ?? null, basedOn, "performance review");
  if (kind === "draft" && existing?.submittedAt) throw conflict(ALREADY_SUBMITTED);
  const before = existing ? await performanceQuestionnaireSnapshot(tx, existing.id) : null;
  const data = {
    ...toColumns(answers),
    isDraft: kind === "draft",
    submittedAt: kind === "submit" ? new Date() : null,
  };
  const select = { id: true, isDraft: true, updatedAt: true, submittedAt: true } as const;
  const row = existing
    ? await tx.performanceQuestionnaire.update({ where: { id: existing.id }, data, select })
    : await tx.performanceQuestionnaire.create({ data: { ...key, ...data }, select });
  await recordEdit(tx, {
    action: kind === "draft" ? "evaluation.performance.draft" : "evaluation.performance.submit",
    actor: audited.actor,
    employeeIds: [audited.hrisId],
    detail: { questionnaireId: row.id },
    before,
    after: await performanceQuestionnaireSnapshot(tx, row.id),
  });
  return {
    id: row.id,
    isDraft: row.isDraft,
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
  };
}

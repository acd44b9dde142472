import "server-only";
import { db, type Tx } from "@/lib/server/db";
import { badRequest, forbidden, notFound } from "@/lib/server/errors";
import { findEmployeeForManager } from "@/lib/server/access/hierarchy";
import type { ManagerSession } from "@/lib/server/auth/session";
import { retryOnUniqueViolation } from "@/lib/server/unique-retry";
import { ensureCurrentCycle } from "@/lib/server/review-cycles/current-cycle";
import { identityKey } from "@/lib/shared/identity-key";
import { recordEdit } from "@/lib/server/audit";
import { assertUnchangedSince } from "@/lib/server/assessments/stale-edit";
import { behavioralSnapshot } from "@/lib/server/audit-snapshots";
import type { EvaluationBody, SavedEvaluationDto } from "@/lib/shared/schemas/evaluation";
import { computeEvaluation, validationFailed, type ComputedEvaluation } from "./compute-evaluation";
import { listTitleCompetencies } from "./title-competencies";

/**
 * How a save arrives (spec 2 §4, §7):
 *  - draft:  POST /api/evaluation/draft, creates or updates this cycle's evaluation, no completeness
 *  - submit: POST /api/evaluation, creates or updates (idempotent) and marks it submitted
 *  - update: PUT /api/evaluation/{id}, submits that evaluation
 * One evaluation per employee, manager and cycle: the unique key decides, the row is locked
 * while its scores are replaced, and a lost insert race retries as an update.
 *
 * Completeness is enforced when submitting an evaluation that has not been submitted yet (new or
 * draft); re-submitting an already submitted one (editing it) skips it, as the spec says. A draft
 * save of a submitted evaluation reopens it as a draft. A body naming the version its form was
 * opened from (`basedOn`) is refused when the evaluation has moved on since (another tab, or a
 * blank form over an existing evaluation): 409 stale_edit.
 */
export type SaveMode = { kind: "draft" } | { kind: "submit" } | { kind: "update"; evaluationId: number };

type Key = { employeeId: number; managerId: number; cycleId: number };
/** Who saves, for whom: the audit row of the save. */
type Audited = { actor: ManagerSession; hrisId: string };

export async function saveBehavioralEvaluation(
  session: ManagerSession,
  body: EvaluationBody,
  mode: SaveMode,
): Promise<SavedEvaluationDto> {
  assertActingManager(session, body.managerId);
  const target =
    mode.kind === "update" ? await requireOwnEvaluation(session, mode.evaluationId, body.employeeId) : null;
  const employee = await findEmployeeForManager(session, { id: body.employeeId });
  const competencies = await listTitleCompetencies(employee.titleId);
  if (!competencies.length) throw badRequest("No behavioral competencies found for this employee's role.");
  const computed = computeEvaluation(competencies, body.scores);
  const key: Key = {
    employeeId: employee.id,
    managerId: session.employeeId,
    cycleId: target?.cycleId ?? (await ensureCurrentCycle()).id,
  };
  const write = () =>
    db.$transaction((tx) =>
      writeEvaluation(tx, key, computed, body, mode, {
        actor: session,
        hrisId: employee.hrisId,
      }),
    );
  // Two first saves may race; the one that lost the insert becomes an update.
  return retryOnUniqueViolation(write);
}

function assertActingManager(session: ManagerSession, managerId: EvaluationBody["managerId"]) {
  if (managerId === null || managerId === undefined || managerId === "") return;
  if (String(managerId) === String(session.employeeId)) return;
  if (identityKey(String(managerId)) === identityKey(session.hrisId)) return;
  throw forbidden("Evaluations are saved under your own name only.");
}

async function requireOwnEvaluation(session: ManagerSession, evaluationId: number, employeeId: number) {
  const found = await db.behavioralEvaluation.findUnique({
    where: { id: evaluationId },
    select: { employeeId: true, managerId: true, cycleId: true },
  });
  if (!found) throw notFound("Evaluation not found.");
  if (found.managerId !== session.employeeId)
    throw forbidden("You don't have permission to access this evaluation.");
  if (found.employeeId !== employeeId)
    throw badRequest("This evaluation does not belong to the selected employee.");
  return found;
}

async function writeEvaluation(
  tx: Tx,
  key: Key,
  computed: ComputedEvaluation,
  { overallComments, basedOn }: Pick<EvaluationBody, "overallComments" | "basedOn">,
  mode: SaveMode,
  audited: Audited,
): Promise<SavedEvaluationDto> {
  const [existing] = await tx.$queryRaw<{ id: number; isDraft: boolean; updatedAt: Date }[]>`
    SELECT id, "isDraft", "updatedAt" FROM "BehavioralEvaluation"
    WHERE "employeeId" = ${key.employeeId} AND "managerId" = ${key.managerId} AND "cycleId" = ${key.cycleId}
    FOR UPDATE`;
  if (!existing && mode.kind === "update") throw notFound("Evaluation not found.");
  assertUnchangedSince(existing?.updatedAt ?? null, basedOn, "evaluation");
  const isDraft = mode.kind === "draft";
  if (!isDraft && (!existing || existing.isDraft) && computed.issues.length)
    throw validationFailed(computed.issues);

  const before = existing ? await behavioralSnapshot(tx, existing.id) : null;
  const data = {
    overallComments: overallComments?.trim() ? overallComments : null,
    isDraft,
    totalAverage: computed.totalAverage,
    submittedAt: isDraft ? null : new Date(),
  };
  const select = { id: true, isDraft: true, updatedAt: true, totalAverage: true } as const;
  const saved = existing
    ? await tx.behavioralEvaluation.update({ where: { id: existing.id }, data, select })
    : await tx.behavioralEvaluation.create({ data: { ...key, ...data }, select });

  // The scores of this title's competencies are replaced; any stored under a title the employee
  // held before (an import changed it) are kept, as the CSV backup keeps them: nothing saved is lost.
  const replaced = { evaluationId: saved.id, competencyId: { in: computed.competencyIds } };
  await tx.behavioralSubcomponentScore.deleteMany({ where: replaced });
  await tx.behavioralCompetencyScore.deleteMany({ where: replaced });
  if (computed.subcomponentRows.length) {
    await tx.behavioralSubcomponentScore.createMany({
      data: computed.subcomponentRows.map((r) => ({ ...r, evaluationId: saved.id })),
    });
  }
  if (computed.competencyRows.length) {
    await tx.behavioralCompetencyScore.createMany({
      data: computed.competencyRows.map((r) => ({ ...r, evaluationId: saved.id })),
    });
  }
  await recordEdit(tx, {
    action: isDraft ? "evaluation.behavioral.draft" : "evaluation.behavioral.submit",
    actor: audited.actor,
    employeeIds: [audited.hrisId],
    detail: { evaluationId: saved.id },
    before,
    after: await behavioralSnapshot(tx, saved.id),
  });
  return {
    evaluationId: saved.id,
    isDraft: saved.isDraft,
    updatedAt: saved.updatedAt.toISOString(),
    totalAverage: saved.totalAverage === null ? null : Number(saved.totalAverage),
  };
}

import "server-only";
import type { Tx } from "@/lib/server/db/client";
import { badRequest, notFound } from "@/lib/server/errors";
import type { ManagerSession } from "@/lib/server/auth/session";
import { saveAssessment, type SaveContext } from "@/lib/server/assessments/save-assessment";
import type { EvaluationBody, SavedEvaluationDto } from "@/lib/shared/schemas/behavioral";
import { behavioralKind } from "./behavioral-kind";
import { computeEvaluation, validationFailed } from "./compute-evaluation";
import { listTitleCompetencies } from "./title-competencies";

/**
 * How a save arrives (spec 2 §4, §7):
 *  - draft:  POST /api/evaluation/draft, creates or updates this cycle's evaluation, no completeness
 *  - submit: POST /api/evaluation, creates or updates (idempotent) and marks it submitted
 *  - update: PUT /api/evaluation/{id}, submits that evaluation (in its own cycle)
 * The shared rules (ownership, lock, stale edit, audit, insert race) are saveAssessment's.
 *
 * Completeness is enforced when submitting an evaluation that has not been submitted yet (new or
 * draft); re-submitting an already submitted one (editing it) skips it, as the spec says. A draft
 * save of a submitted evaluation reopens it as a draft.
 */
export type SaveMode = { kind: "draft" } | { kind: "submit" } | { kind: "update"; evaluationId: number };

export async function saveBehavioralEvaluation(
  session: ManagerSession,
  body: EvaluationBody,
  mode: SaveMode,
): Promise<SavedEvaluationDto> {
  const managerRef =
    body.managerId === null || body.managerId === undefined || body.managerId === ""
      ? undefined
      : String(body.managerId);
  return saveAssessment({
    kind: behavioralKind,
    actor: session,
    managerRef,
    employee: { id: body.employeeId },
    isDraft: mode.kind === "draft",
    basedOn: body.basedOn,
    cycle:
      mode.kind === "update"
        ? (tx) => cycleOfOwnEvaluation(tx, session, mode.evaluationId, body.employeeId)
        : undefined,
    write: (ctx) => writeEvaluation(ctx, body, mode),
  });
}

/** PUT by id: the evaluation must be the caller's and the body's employee's; it is saved in its cycle. */
async function cycleOfOwnEvaluation(
  tx: Tx,
  session: ManagerSession,
  evaluationId: number,
  employeeId: number,
) {
  const found = await tx.behavioralEvaluation.findUnique({
    where: { id: evaluationId },
    select: {
      employeeId: true,
      managerId: true,
      cycle: { select: { id: true, name: true, timeZone: true, status: true } },
    },
  });
  // Another manager's evaluation answers as an unknown id would: no id's existence is told.
  if (!found || found.managerId !== session.employeeId) throw notFound("Evaluation not found.");
  if (found.employeeId !== employeeId)
    throw badRequest("This evaluation does not belong to the selected employee.");
  return found.cycle;
}

async function writeEvaluation(
  { tx, employee, key, existing, isDraft }: SaveContext,
  { overallComments, scores }: Pick<EvaluationBody, "overallComments" | "scores">,
  mode: SaveMode,
) {
  const competencies = await listTitleCompetencies(employee.titleId, tx);
  if (!competencies.length) throw badRequest("No behavioral competencies found for this employee's role.");
  const computed = computeEvaluation(competencies, scores);
  if (!existing && mode.kind === "update") throw notFound("Evaluation not found.");
  if (!isDraft && !existing?.isSubmitted && computed.issues.length) throw validationFailed(computed.issues);

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
  const answer: SavedEvaluationDto = {
    evaluationId: saved.id,
    isDraft: saved.isDraft,
    updatedAt: saved.updatedAt.toISOString(),
    totalAverage: saved.totalAverage === null ? null : Number(saved.totalAverage),
  };
  return { id: saved.id, answer };
}

import "server-only";
import { db, type Tx } from "@/lib/server/db";
import { badRequest } from "@/lib/server/errors";
import type { ManagerSession } from "@/lib/server/auth/session";
import { ensureCurrentCycle } from "@/lib/server/review-cycles/current-cycle";
import { retryOnUniqueViolation } from "@/lib/server/unique-retry";
import type { SavedValuesReviewDto, ValuesReviewBody } from "@/lib/shared/schemas/values-review";
import { computeValuesReview, type ComputedValuesReview } from "./compute-values-review";
import { listCompanyValues } from "./values-catalog";
import { requireValuesReviewPair } from "./values-subject";
import { valuesCsvUrl } from "./values-csv-url";
import { recordEdit } from "@/lib/server/audit";
import { assertUnchangedSince } from "@/lib/server/assessments/stale-edit";
import { valuesReviewSnapshot } from "@/lib/server/audit-snapshots";

type Key = { employeeId: number; managerId: number; cycleId: number };
/** Who saves, for whom: the audit row of the save. */
type Audited = { actor: ManagerSession; hrisId: string };

/**
 * POST /api/manager-review/save (spec 2 §4, §5, §7): a draft (no completeness) or a final review
 * (every value's three subcomponents scored, else 400 with the spec's 'Incomplete Assessment'
 * message). One review per employee, manager and cycle: the unique key decides, the row is locked
 * while its values are replaced, and a lost insert race retries as an update, so concurrent
 * submits leave one row. A submitted review may be submitted again (updated); a draft save of it
 * reopens it as a draft. A body naming the version its form was opened from (`basedOn`) is refused
 * (409 stale_edit) once the review has moved on since. The answer offers the CSV backup once submitted.
 */
export async function saveValuesReview(
  session: ManagerSession,
  body: ValuesReviewBody,
): Promise<SavedValuesReviewDto> {
  const { manager, employee } = await requireValuesReviewPair(
    session,
    { hrisId: body.employeeHrisId },
    body.managerHrisId,
  );
  const cycle = await ensureCurrentCycle();
  if (body.reviewCycle && body.reviewCycle !== cycle.name) {
    throw badRequest(`Values reviews can only be saved for the current review cycle (${cycle.name}).`);
  }
  const values = await listCompanyValues();
  const computed = computeValuesReview(
    values.map((v) => v.id),
    body.categoryScores,
  );
  if (!body.isDraft && computed.incomplete) throw badRequest(computed.incomplete);

  const key: Key = { employeeId: employee.id, managerId: manager.id, cycleId: cycle.id };
  const saved = await retryOnUniqueViolation(() =>
    db.$transaction(
      (tx) => writeReview(tx, key, computed, body, { actor: session, hrisId: employee.hrisId }),
      { maxWait: 10_000, timeout: 15_000 },
    ),
  );
  return {
    ...saved,
    csvDownloadAvailable: !saved.isDraft,
    csvDownloadUrl: saved.isDraft ? null : valuesCsvUrl(employee.id, manager.hrisId),
  };
}

async function writeReview(
  tx: Tx,
  key: Key,
  computed: ComputedValuesReview,
  body: ValuesReviewBody,
  audited: Audited,
) {
  const [existing] = await tx.$queryRaw<{ id: number; updatedAt: Date }[]>`
    SELECT id, "updatedAt" FROM "ManagerValuesReview"
    WHERE "employeeId" = ${key.employeeId} AND "managerId" = ${key.managerId} AND "cycleId" = ${key.cycleId}
    FOR UPDATE`;
  assertUnchangedSince(existing?.updatedAt ?? null, body.basedOn, "values review");
  const before = existing ? await valuesReviewSnapshot(tx, existing.id) : null;
  const data = {
    isDraft: body.isDraft,
    overallNotes: body.overallNotes?.trim() ? body.overallNotes : null,
    overallScore: computed.overallScore,
    submittedAt: body.isDraft ? null : new Date(),
  };
  const select = { id: true, isDraft: true, updatedAt: true, overallScore: true } as const;
  const saved = existing
    ? await tx.managerValuesReview.update({ where: { id: existing.id }, data, select })
    : await tx.managerValuesReview.create({ data: { ...key, ...data }, select });
  await tx.managerValuesCategoryScore.deleteMany({ where: { reviewId: saved.id } });
  if (computed.rows.length) {
    await tx.managerValuesCategoryScore.createMany({
      data: computed.rows.map((r) => ({ ...r, reviewId: saved.id })),
    });
  }
  await recordEdit(tx, {
    action: body.isDraft ? "evaluation.values.draft" : "evaluation.values.submit",
    actor: audited.actor,
    employeeIds: [audited.hrisId],
    detail: { reviewId: saved.id },
    before,
    after: await valuesReviewSnapshot(tx, saved.id),
  });
  return {
    id: saved.id,
    isDraft: saved.isDraft,
    updatedAt: saved.updatedAt.toISOString(),
    overallScore: saved.overallScore === null ? null : Number(saved.overallScore),
  };
}

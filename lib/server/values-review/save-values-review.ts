import "server-only";
import { badRequest } from "@/lib/server/errors";
import type { ManagerSession } from "@/lib/server/auth/session";
import { saveAssessment } from "@/lib/server/assessments/save-assessment";
import type { SavedValuesReviewDto, ValuesReviewBody } from "@/lib/shared/schemas/values-review";
import { computeValuesReview } from "./compute-values-review";
import { listCompanyValues } from "./values-catalog";
import { valuesKindInfo } from "@/lib/shared/values-review/values-kind";
import { valuesKind } from "./values-kind";

/**
 * POST /api/manager-review/save (spec 2 §4, §5, §7): a draft (no completeness) or a final review
 * (every value's three subcomponents scored, else 400 with the spec's 'Incomplete Assessment'
 * message). A submitted review may be submitted again (updated); a draft over it is refused
 * (409 already_submitted), so it never stops counting without a word. The shared rules
 * (ownership, lock, stale edit, audit, insert race) are saveAssessment's. The answer offers the
 * CSV backup once submitted.
 */
export async function saveValuesReview(
  session: ManagerSession,
  body: ValuesReviewBody,
): Promise<SavedValuesReviewDto> {
  const values = await listCompanyValues();
  const computed = computeValuesReview(
    values.map((v) => v.id),
    body.categoryScores,
  );

  const saved = await saveAssessment({
    kind: valuesKind,
    actor: session,
    managerRef: body.managerHrisId,
    employee: { hrisId: body.employeeHrisId },
    isDraft: body.isDraft,
    basedOn: body.basedOn,
    write: async ({ tx, cycle, key, existing, isDraft }) => {
      if (body.reviewCycle && body.reviewCycle !== cycle.name) {
        throw badRequest(`Values reviews can only be saved for the current review cycle (${cycle.name}).`);
      }
      if (!isDraft && computed.incomplete) throw badRequest(computed.incomplete);
      const data = {
        isDraft,
        overallNotes: body.overallNotes?.trim() ? body.overallNotes : null,
        overallScore: computed.overallScore,
        submittedAt: isDraft ? null : new Date(),
      };
      const select = {
        id: true,
        employeeId: true,
        isDraft: true,
        updatedAt: true,
        overallScore: true,
      } as const;
      const row = existing
        ? await tx.managerValuesReview.update({ where: { id: existing.id }, data, select })
        : await tx.managerValuesReview.create({ data: { ...key, ...data }, select });
      await tx.managerValuesCategoryScore.deleteMany({ where: { reviewId: row.id } });
      if (computed.rows.length) {
        await tx.managerValuesCategoryScore.createMany({
          data: computed.rows.map((r) => ({ ...r, reviewId: row.id })),
        });
      }
      return { id: row.id, answer: row };
    },
  });
  return {
    id: saved.id,
    isDraft: saved.isDraft,
    updatedAt: saved.updatedAt.toISOString(),
    overallScore: saved.overallScore === null ? null : Number(saved.overallScore),
    csvDownloadAvailable: !saved.isDraft,
    csvDownloadUrl: saved.isDraft
      ? null
      : valuesKindInfo.csvBackup.url({ employeeId: saved.employeeId, managerHrisId: session.hrisId }),
  };
}

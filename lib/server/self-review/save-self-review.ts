import "server-only";
import { db, type Tx } from "@/lib/server/db/client";
import type { HrSession, ManagerSession } from "@/lib/server/auth/session";
import { AppError, badRequest } from "@/lib/server/errors";
import { saveAssessment, type SaveContext } from "@/lib/server/assessments/save-assessment";
import { missingScores, type SelfReviewDraftBody } from "@/lib/shared/schemas/self-review";
import { selfReviewKind } from "./self-review-kind";
import { readSelfReview, scoresBySubcomponent, selfReviewValues } from "./self-review-read";

// Saving and submitting a self-review (issue 34 §1–3, §9) through the one save path
// (lib/server/assessments/save-assessment.ts): the cycle's self phase, the person's row locked,
// a submitted one refused (409 review_submitted), the write, the audit diff.

export const SELF_REVIEW_INCOMPLETE = "Score every item before you submit your self-review.";

type Actor = ManagerSession | HrSession;

/**
 * PUT /api/my-self-review (the signed-in person's own) or HR's for `hrisId`: saves what the body
 * carries (a score left out keeps its saved value), then, when `submit`, requires every item scored
 * and submits. Answers the self-review as its reader sees it now.
 */
export async function saveSelfReview(
  actor: Actor,
  body: SelfReviewDraftBody,
  options: { submit: boolean; hrisId?: string },
) {
  const employeeId = await saveAssessment({
    kind: selfReviewKind,
    actor,
    employee: options.hrisId ? { hrisId: options.hrisId } : undefined,
    isDraft: !options.submit,
    write: (ctx) => writeSelfReview(ctx, body, actor),
  });
  const person = await db.employee.findUniqueOrThrow({
    where: { id: employeeId },
    select: { id: true, hrisId: true, name: true },
  });
  const dto = await readSelfReview(person);
  if (!dto) throw new Error("a saved self-review has a cycle");
  return dto;
}

async function writeSelfReview(ctx: SaveContext, body: SelfReviewDraftBody, actor: Actor) {
  const { tx, employee, cycle, existing, isDraft } = ctx;
  const values = await selfReviewValues(tx);
  const byId = new Map(values.flatMap((v) => v.subcomponents.map((s) => [String(s.id), { v, s }] as const)));
  const unknown = Object.keys(body.scores ?? {}).filter((id) => !byId.has(id));
  if (unknown.length)
    throw badRequest(
      "A score names an item that is not one of the company values' subcomponents.",
      unknown.map((id) => ({ path: `scores.${id}`, message: "Unknown value subcomponent." })),
    );

  const byHr = actor.kind === "hr";
  const reflections = body.reflections ?? {};
  // Only the reflections the body carries are written; an empty one is stored as none.
  const texts = Object.fromEntries(
    (["wentWell", "toImprove", "goals"] as const)
      .filter((key) => reflections[key] !== undefined)
      .map((key) => [key, reflections[key]?.trim() ? reflections[key] : null]),
  );
  const fields = {
    ...texts,
    isDraft,
    source: byHr ? ("hr" as const) : ("product" as const),
    completedByHrUserId: byHr ? actor.hrUserId : null,
    submittedAt: isDraft ? null : new Date(),
  };
  const review = existing
    ? await tx.employeeValuesReview.update({ where: { id: existing.id }, data: fields, select: { id: true } })
    : await tx.employeeValuesReview.create({
        data: { employeeId: employee.id, cycleId: cycle.id, ...fields },
        select: { id: true },
      });

  await writeScores(tx, review.id, body.scores ?? {}, byId);
  if (!isDraft) await requireEveryScore(tx, review.id, values);
  return { id: review.id, answer: employee.id };
}

async function writeScores(
  tx: Tx,
  reviewId: number,
  scores: Record<string, number>,
  byId: Map<string, { v: { valueId: number }; s: { position: number } }>,
) {
  const perValue = new Map<
    number,
    Partial<Record<"subcomp1Score" | "subcomp2Score" | "subcomp3Score", number>>
  >();
  for (const [id, score] of Object.entries(scores)) {
    const { v, s } = byId.get(id)!;
    const row = perValue.get(v.valueId) ?? {};
    row[`subcomp${s.position}Score` as "subcomp1Score"] = score;
    perValue.set(v.valueId, row);
  }
  for (const [valueId, row] of perValue)
    await tx.employeeValuesCategoryScore.upsert({
      where: { reviewId_valueId: { reviewId, valueId } },
      create: { reviewId, valueId, ...row },
      update: row,
    });
}

async function requireEveryScore(
  tx: Tx,
  reviewId: number,
  values: Awaited<ReturnType<typeof selfReviewValues>>,
) {
  const rows = await tx.employeeValuesCategoryScore.findMany({
    where: { reviewId },
    select: { valueId: true, subcomp1Score: true, subcomp2Score: true, subcomp3Score: true },
  });
  const missing = missingScores(values, scoresBySubcomponent(values, rows));
  if (missing.length)
    throw new AppError(
      422,
      SELF_REVIEW_INCOMPLETE,
      missing.map((m) => ({ path: `scores.${m.id}`, message: `${m.label} needs a score.` })),
      undefined,
      "review_incomplete",
    );
}

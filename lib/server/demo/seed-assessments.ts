import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { insertRows } from "@/lib/server/db/bulk-insert";
import { deriveRandom } from "@/lib/server/demo/random";
import {
  performanceLevel,
  planAssessments,
  scoreBehavioral,
  scoreQuestionnaire,
  scoreValues,
  type Scored,
  type TitleCompetencies,
} from "@/lib/server/demo/score-assessments";

// The managers' assessments of their direct reports in the demo cycle, in every state, so each
// screen has something to show: about 30% of employees have nothing yet, 30% are in progress
// (some assessments drafted or done) and 40% have all three complete. Set-based inserts: parents
// with RETURNING ids, then their score rows.

export type DemoEmployee = {
  id: number;
  hrisId: string;
  mgrId: string | null;
  titleId: number | null;
  name: string;
  email: string;
};
export type { TitleCompetencies };
export type DemoContext = {
  tx: Prisma.TransactionClient;
  seed: number;
  cycleId: number;
  /** Ordered by hrisId, so the same seed gives the same data. */
  employees: DemoEmployee[];
  byHrisId: Map<string, DemoEmployee>;
  competenciesByTitle: Map<number, TitleCompetencies>;
};

// An employee may be assessed by their direct manager and by the top manager: key by both.
const pairKey = (r: { employeeId: number; managerId: number }) => `${r.employeeId}:${r.managerId}`;

/** Writes every manager's assessments of their direct reports (and the top manager's of level 2); returns row counts. */
export async function seedAssessments(ctx: DemoContext) {
  const random = deriveRandom(ctx.seed, "assessments");
  const top = ctx.employees.find((e) => e.mgrId === null);
  const ceoReports = ctx.employees.filter((e) => top && e.mgrId === top.hrisId).map((e) => e.id);
  const evaluations: (Scored & { employeeId: number; managerId: number })[] = [];
  const reviews: (ReturnType<typeof scoreValues> & { employeeId: number; managerId: number })[] = [];
  const questionnaires: Record<string, unknown>[] = [];

  const assess = (e: DemoEmployee, manager: DemoEmployee, pinned?: number) => {
    const plan = planAssessments(random, pinned);
    const level = performanceLevel(ctx.seed, e.hrisId);
    const pair = { employeeId: e.id, managerId: manager.id };
    const competencies = (e.titleId && ctx.competenciesByTitle.get(e.titleId)) || [];
    if (plan.behavioral !== "none" && competencies.length)
      evaluations.push({ ...pair, ...scoreBehavioral(random, level, plan.behavioral, competencies) });
    if (plan.values !== "none") reviews.push({ ...pair, ...scoreValues(random, level, plan.values) });
    if (plan.performance !== "none")
      questionnaires.push({ ...pair, ...scoreQuestionnaire(random, level, plan.performance) });
  };

  for (const e of ctx.employees) {
    const manager = e.mgrId ? ctx.byHrisId.get(e.mgrId) : undefined;
    if (!manager) continue;
    const pinned = ceoReports.indexOf(e.id);
    assess(e, manager, pinned >= 0 && pinned < 3 ? pinned : undefined);
  }
  // The top manager has also assessed part of the level below their direct reports, so the
  // demo's Indirect Reports screen and Organization tree show every state too.
  if (top) {
    for (const e of ctx.employees) {
      const manager = e.mgrId ? ctx.byHrisId.get(e.mgrId) : undefined;
      if (manager?.mgrId === top.hrisId) assess(e, top);
    }
  }

  const { tx, cycleId } = ctx;
  const evaluationIds = await insertRows<{ id: number; employeeId: number; managerId: number }>(
    tx,
    "BehavioralEvaluation",
    {
      employeeId: "int",
      managerId: "int",
      cycleId: "int",
      isDraft: "boolean",
      totalAverage: "numeric",
      overallComments: "text",
      updatedAt: "timestamp(3)",
      submittedAt: "timestamp(3)",
    },
    evaluations.map((ev) => ({
      employeeId: ev.employeeId,
      managerId: ev.managerId,
      cycleId,
      ...ev.evaluation,
    })),
    { returning: `id, "employeeId", "managerId"` },
  );
  const evaluationOf = new Map(evaluationIds.map((r) => [pairKey(r), r.id]));
  const withEvaluation = (ev: (typeof evaluations)[number], rows: Record<string, unknown>[]) =>
    rows.map((r) => ({ evaluationId: evaluationOf.get(pairKey(ev)), ...r }));
  await insertRows(
    tx,
    "BehavioralCompetencyScore",
    { evaluationId: "int", competencyId: "int", overrideScore: "numeric", average: "numeric" },
    evaluations.flatMap((ev) => withEvaluation(ev, ev.competencies)),
  );
  await insertRows(
    tx,
    "BehavioralSubcomponentScore",
    { evaluationId: "int", competencyId: "int", subcomponentId: "int", score: "int" },
    evaluations.flatMap((ev) => withEvaluation(ev, ev.scores)),
  );

  const reviewIds = await insertRows<{ id: number; employeeId: number; managerId: number }>(
    tx,
    "ManagerValuesReview",
    {
      employeeId: "int",
      managerId: "int",
      cycleId: "int",
      isDraft: "boolean",
      overallScore: "numeric",
      overallNotes: "text",
      updatedAt: "timestamp(3)",
      submittedAt: "timestamp(3)",
    },
    reviews.map((r) => ({
      employeeId: r.employeeId,
      managerId: r.managerId,
      cycleId,
      isDraft: !r.isComplete,
      overallScore: r.overallScore,
      overallNotes: r.overallNotes,
      updatedAt: r.updatedAt,
      submittedAt: r.isComplete ? r.updatedAt : null,
    })),
    { returning: `id, "employeeId", "managerId"` },
  );
  const reviewOf = new Map(reviewIds.map((r) => [pairKey(r), r.id]));
  await insertRows(
    tx,
    "ManagerValuesCategoryScore",
    {
      reviewId: "int",
      valueId: "int",
      subcomp1Score: "int",
      subcomp2Score: "int",
      subcomp3Score: "int",
      overrideScore: "numeric",
    },
    reviews.flatMap((r) =>
      r.values.map((v) => ({
        reviewId: reviewOf.get(pairKey(r)),
        valueId: v.valueId,
        overrideScore: v.overrideScore,
        subcomp1Score: v.subScores[0],
        subcomp2Score: v.subScores[1],
        subcomp3Score: v.subScores[2],
      })),
    ),
  );

  await insertRows(
    tx,
    "PerformanceQuestionnaire",
    {
      employeeId: "int",
      managerId: "int",
      cycleId: "int",
      prioritiesCommitments: "boolean",
      pqs: "boolean",
      newHireOnboarding: "boolean",
      overallPerformance: "int",
      comments: "text",
      reviewFrequency: "text",
      powerbiReporting: "text",
      powerbiSourceData: "boolean",
      powerbiDataIntegration: "boolean",
      powerbiReportCalculation: "boolean",
      powerbiDontKnow: "boolean",
      pqBonusClarity: "text",
      forecastedBonusAttainment: "numeric(5,2)",
      pqTargets: "text",
      isDraft: "boolean",
      updatedAt: "timestamp(3)",
      submittedAt: "timestamp(3)",
    },
    questionnaires.map((q) => ({ ...q, cycleId })),
  );

  return {
    evaluations: evaluations.length,
    valuesReviews: reviews.length,
    questionnaires: questionnaires.length,
  };
}

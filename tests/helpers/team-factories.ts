import type { PrismaClient } from "@/generated/prisma/client";

// Factories for the manager-workspace tests: the three assessments in any state. Everything takes
// overrides and returns the created rows. Titles with competencies and cycles: factories.ts.
export { createCycle, createTitleWithCompetencies } from "@/tests/helpers/factories";

type Pair = { employeeId: number; managerId: number; cycleId: number };

export async function createEvaluation(
  db: PrismaClient,
  pair: Pair,
  options: {
    isDraft?: boolean;
    totalAverage?: number | null;
    scores?: { competencyId: number; subcomponentId: number; score: number }[];
  } = {},
) {
  return db.behavioralEvaluation.create({
    data: {
      ...pair,
      isDraft: options.isDraft ?? true,
      totalAverage: options.totalAverage ?? null,
      submittedAt: options.isDraft === false ? new Date() : null,
      scores: { create: options.scores ?? [] },
    },
  });
}

export async function createValuesReview(
  db: PrismaClient,
  pair: Pair,
  options: { isDraft?: boolean; overallScore?: number | null } = {},
) {
  return db.managerValuesReview.create({
    data: {
      ...pair,
      isDraft: options.isDraft ?? true,
      overallScore: options.overallScore ?? null,
      submittedAt: options.isDraft === false ? new Date() : null,
    },
  });
}

export async function createQuestionnaire(
  db: PrismaClient,
  pair: Pair,
  options: { submitted?: boolean; overallPerformance?: number | null } = {},
) {
  return db.performanceQuestionnaire.create({
    data: {
      ...pair,
      pqs: false,
      prioritiesCommitments: true,
      overallPerformance: options.overallPerformance ?? null,
      comments: "Solid half.",
      isDraft: !options.submitted,
      submittedAt: options.submitted ? new Date() : null,
    },
  });
}

import type { PrismaClient } from "@/generated/prisma/client";

// Factories for the manager-workspace tests: titles with competencies, review cycles and the
// three assessments in any state. Everything takes overrides and returns the created rows.
let seq = 0;
const next = () => ++seq;

/** A title whose competencies have the given numbers of subcomponents, e.g. [3, 2]. */
export async function createTitleWithCompetencies(
  db: PrismaClient,
  subcomponentCounts: number[],
  name = `Title ${next()}`,
) {
  const title = await db.title.create({ data: { name, level: 2, family: "IC" } });
  const competencies = [];
  for (const count of subcomponentCounts) {
    const n = next();
    const competency = await db.competency.create({
      data: {
        name: `Competency ${n}`,
        description: `Competency ${n}`,
        subcomponents: {
          create: Array.from({ length: count }, (_, i) => ({
            name: `Part ${i + 1}`,
            description: `Part ${i + 1}`,
            sortOrder: i,
          })),
        },
        titles: { create: { titleId: title.id } },
      },
      include: { subcomponents: { orderBy: { sortOrder: "asc" } } },
    });
    competencies.push({ id: competency.id, subcomponentIds: competency.subcomponents.map((s) => s.id) });
  }
  return { title, competencies };
}

export async function createCycle(db: PrismaClient, name = "Jun-25", isCurrent = true) {
  return db.reviewCycle.upsert({ where: { name }, create: { name, isCurrent }, update: { isCurrent } });
}

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

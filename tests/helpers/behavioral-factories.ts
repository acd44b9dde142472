import type { PrismaClient } from "@/generated/prisma/client";
import { createAccount, createEmployee } from "@/tests/helpers/factories";

// Titles with behavioral competencies, and employees holding them, for the behavioral tests.
let seq = 0;

export type CompetencyFixture = { id: number; name: string; subcomponents: { id: number; name: string }[] };

/** A title with `shape.length` competencies; shape[i] is the number of subcomponents of the i-th. */
export async function createTitleWithCompetencies(db: PrismaClient, shape: number[] = [3, 2]) {
  const n = ++seq;
  const title = await db.title.create({ data: { name: `Behavioral Title ${n}`, level: 3, family: "IC" } });
  const competencies: CompetencyFixture[] = [];
  for (const [i, subCount] of shape.entries()) {
    const competency = await db.competency.create({
      data: {
        name: `Competency ${n}-${i + 1}`,
        description: `What competency ${n}-${i + 1} is about.`,
        sortOrder: i + 1,
        subcomponents: {
          create: Array.from({ length: subCount }, (_, j) => ({
            name: `Sub ${n}-${i + 1}.${j + 1}`,
            description: `Sub ${j + 1} described.`,
            sortOrder: j + 1,
          })),
        },
      },
      select: {
        id: true,
        name: true,
        subcomponents: { select: { id: true, name: true }, orderBy: { sortOrder: "asc" } },
      },
    });
    await db.titleCompetency.create({ data: { titleId: title.id, competencyId: competency.id } });
    competencies.push(competency);
  }
  return { title, competencies };
}

/** A manager and a direct report holding a title with competencies, plus an outsider. */
export async function createBehavioralWorld(db: PrismaClient, shape?: number[]) {
  const { title, competencies } = await createTitleWithCompetencies(db, shape);
  const manager = await createEmployee(db, { name: "Mara Manager" });
  const report = await createEmployee(db, { name: "Rhea Report", mgrId: manager.hrisId, titleId: title.id });
  const deep = await createEmployee(db, { name: "Dev Deep", mgrId: report.hrisId, titleId: title.id });
  const otherBoss = await createEmployee(db, { name: "Otis Other" });
  const outsider = await createEmployee(db, {
    name: "Ola Outside",
    mgrId: otherBoss.hrisId,
    titleId: title.id,
  });
  await createAccount(db, manager);
  await createAccount(db, report);
  await createAccount(db, otherBoss);
  return { title, competencies, manager, report, deep, otherBoss, outsider };
}

/** Score items scoring every subcomponent with `score` (or a per-competency function). */
export function fullScores(
  competencies: CompetencyFixture[],
  score: number | ((competencyIndex: number, subIndex: number) => number) = 4,
) {
  return competencies.flatMap((c, i) =>
    c.subcomponents.map((s, j) => ({
      scDetailId: c.id,
      subcomponentId: s.id,
      score: typeof score === "number" ? score : score(i, j),
      notes: "",
    })),
  );
}

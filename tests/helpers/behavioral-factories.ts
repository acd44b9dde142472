import type { PrismaClient } from "@/generated/prisma/client";
import {
  createAccount,
  createEmployee,
  createTitleWithCompetencies,
  type CompetencyFixture,
} from "@/tests/helpers/factories";

// Titles with behavioral competencies, and employees holding them, for the behavioral tests.
export { createTitleWithCompetencies, type CompetencyFixture } from "@/tests/helpers/factories";

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

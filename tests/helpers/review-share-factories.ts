import type { PrismaClient } from "@/generated/prisma/client";
import { createAccount, createCycle, createEmployee, createHrUser } from "./factories";
import { hrCookie, managerCookie } from "./http";
import { ensureCompanyValues } from "./values-factories";
import { COMPANY_VALUES } from "@/lib/server/demo/catalog";

// Worlds for sharing the review (issue 34 §7–8): a manager, their report (with an account: an
// employee signs in like a manager), another manager outside, HR, and a complete review.

type Person = { id: number; hrisId: string; name: string };
export type ShareWorld = {
  cycle: { id: number; name: string };
  manager: Person;
  employee: Person;
  otherManager: Person;
  hr: { id: number; username: string };
  cookies: { manager: string; employee: string; otherManager: string; hr: string };
};

export async function createShareWorld(db: PrismaClient): Promise<ShareWorld> {
  const cycle = await createCycle(db);
  const manager = await createEmployee(db, { name: "Mona Manager" });
  const employee = await createEmployee(db, { name: "Eli Employee", mgrId: manager.hrisId });
  const otherManager = await createEmployee(db, { name: "Otto Other" });
  await createEmployee(db, { name: "Olga Outside", mgrId: otherManager.hrisId });
  for (const p of [manager, employee, otherManager]) await createAccount(db, p);
  const hr = await createHrUser(db);
  return {
    cycle,
    manager,
    employee,
    otherManager,
    hr,
    cookies: {
      manager: await managerCookie(manager),
      employee: await managerCookie(employee),
      otherManager: await managerCookie(otherManager),
      hr: await hrCookie(hr),
    },
  };
}

/** The manager's three submitted assessments of the employee in the cycle, with written feedback. */
export async function submitCompleteReview(
  db: PrismaClient,
  w: { cycle: { id: number }; manager: { id: number }; employee: { id: number } },
  s: { behavioral?: number; values?: number; performance?: number; note?: string } = {},
) {
  const key = { employeeId: w.employee.id, managerId: w.manager.id, cycleId: w.cycle.id };
  const note = s.note ?? "Strong year";
  await db.behavioralEvaluation.upsert({
    where: { employeeId_managerId_cycleId: key },
    create: {
      ...key,
      isDraft: false,
      totalAverage: s.behavioral ?? 3.5,
      overallComments: `${note} (behavioral)`,
      submittedAt: new Date(),
    },
    update: { isDraft: false, totalAverage: s.behavioral ?? 3.5, overallComments: `${note} (behavioral)` },
  });
  await db.managerValuesReview.upsert({
    where: { employeeId_managerId_cycleId: key },
    create: {
      ...key,
      isDraft: false,
      overallScore: s.values ?? 4.2,
      overallNotes: `${note} (values)`,
      submittedAt: new Date(),
    },
    update: { isDraft: false, overallScore: s.values ?? 4.2, overallNotes: `${note} (values)` },
  });
  await db.performanceQuestionnaire.upsert({
    where: { employeeId_managerId_cycleId: key },
    create: {
      ...key,
      isDraft: false,
      overallPerformance: s.performance ?? 4,
      comments: `${note} (performance)`,
      submittedAt: new Date(),
    },
    update: { isDraft: false, overallPerformance: s.performance ?? 4, comments: `${note} (performance)` },
  });
}

type ItemScore = (valueId: number, sub: number) => number;

/**
 * The per-item scores of the gap view: the manager's values review (submitted by
 * submitCompleteReview) and the employee's self-review, submitted unless `selfDraft`.
 */
export async function scoreValueItems(
  db: PrismaClient,
  w: { cycle: { id: number }; manager: { id: number }; employee: { id: number } },
  s: { self: ItemScore; manager: ItemScore; selfDraft?: boolean },
) {
  await ensureCompanyValues(db);
  const rows = (score: ItemScore) =>
    COMPANY_VALUES.map((v) => ({
      valueId: v.id,
      subcomp1Score: score(v.id, 1),
      subcomp2Score: score(v.id, 2),
      subcomp3Score: score(v.id, 3),
    }));
  const review = await db.managerValuesReview.findUniqueOrThrow({
    where: {
      employeeId_managerId_cycleId: {
        employeeId: w.employee.id,
        managerId: w.manager.id,
        cycleId: w.cycle.id,
      },
    },
  });
  await db.managerValuesCategoryScore.deleteMany({ where: { reviewId: review.id } });
  await db.managerValuesCategoryScore.createMany({
    data: rows(s.manager).map((r) => ({ ...r, reviewId: review.id })),
  });
  const self = await db.employeeValuesReview.upsert({
    where: { employeeId_cycleId: { employeeId: w.employee.id, cycleId: w.cycle.id } },
    create: { employeeId: w.employee.id, cycleId: w.cycle.id, isDraft: s.selfDraft ?? false },
    update: { isDraft: s.selfDraft ?? false },
  });
  await db.employeeValuesCategoryScore.deleteMany({ where: { reviewId: self.id } });
  await db.employeeValuesCategoryScore.createMany({
    data: rows(s.self).map((r) => ({ ...r, reviewId: self.id })),
  });
}

import type { PrismaClient } from "@/generated/prisma/client";
import { createAccount, createCycle, createEmployee, createHrUser } from "./factories";
import { hrCookie, managerCookie } from "./http";

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

import type { PrismaClient } from "@/generated/prisma/client";
import { createEmployee, createHrUser } from "@/tests/helpers/factories";
import {
  createCycle,
  createEvaluation,
  createQuestionnaire,
  createValuesReview,
} from "@/tests/helpers/team-factories";

/**
 * The hand-computed Data Export fixture. The top of the org (no manager) is never a row, so the
 * view holds 7 employees, ordered by name:
 *   Alice Manager (Leadership, under Boss)         Pending
 *   Ann Able      (Engineering, under Alice)       Complete: 3.25→3.3, 4.15→4.2, 4; total 8.15→8.2
 *   Ben Busy      (Engineering, under Alice)       Partial: behavioral 2.75→2.8; values and questionnaire drafts
 *   Bob Manager   (Leadership, under Boss)         Pending
 *   Cara Calm     (Sales, under Bob)               Pending: nothing
 *   Dan Draft     (Sales, under Bob)               Pending: three drafts
 *   Fay Old       (Marketing, under Alice)         Partial: values 3.0 by Boss (skip level); last cycle ignored
 * Boss also wrote a complete values review of Ann (1.0): Alice's, the direct manager's, wins.
 * Metrics: 7 total, 1 complete, 2 partial, 4 pending.
 */
export async function createDataExportWorld(db: PrismaClient) {
  const cycle = await createCycle(db, "Jun-25", true);
  const oldCycle = await createCycle(db, "Dec-24", false);
  const engineer = await db.title.create({ data: { name: "Software Engineer", level: 2, family: "IC" } });

  const boss = await createEmployee(db, { name: "Boss Bea", department: "Leadership" });
  const alice = await createEmployee(db, {
    name: "Alice Manager",
    mgrId: boss.hrisId,
    department: "Leadership",
  });
  const bob = await createEmployee(db, { name: "Bob Manager", mgrId: boss.hrisId, department: "Leadership" });
  const ann = await createEmployee(db, {
    name: "Ann Able",
    mgrId: alice.hrisId,
    department: "Engineering",
    titleId: engineer.id,
  });
  const ben = await createEmployee(db, { name: "Ben Busy", mgrId: alice.hrisId, department: "Engineering" });
  const cara = await createEmployee(db, { name: "Cara Calm", mgrId: bob.hrisId, department: "Sales" });
  const dan = await createEmployee(db, { name: "Dan Draft", mgrId: bob.hrisId, department: "Sales" });
  const fay = await createEmployee(db, { name: "Fay Old", mgrId: alice.hrisId, department: "Marketing" });

  const now = { cycleId: cycle.id };
  const annPair = { ...now, employeeId: ann.id, managerId: alice.id };
  await createEvaluation(db, annPair, { isDraft: false, totalAverage: 3.25 });
  await createValuesReview(db, annPair, { isDraft: false, overallScore: 4.15 });
  await createQuestionnaire(db, annPair, { submitted: true, overallPerformance: 4 });
  await createValuesReview(
    db,
    { ...now, employeeId: ann.id, managerId: boss.id },
    { isDraft: false, overallScore: 1 },
  );

  const benPair = { ...now, employeeId: ben.id, managerId: alice.id };
  await createEvaluation(db, benPair, { isDraft: false, totalAverage: 2.75 });
  await createValuesReview(db, benPair, { isDraft: true, overallScore: 3 });
  await createQuestionnaire(db, benPair, { submitted: false, overallPerformance: 3 });

  const danPair = { ...now, employeeId: dan.id, managerId: bob.id };
  await createEvaluation(db, danPair, { isDraft: true, totalAverage: 2 });
  await createValuesReview(db, danPair, { isDraft: true });
  await createQuestionnaire(db, danPair, { submitted: false });

  const fayOld = { cycleId: oldCycle.id, employeeId: fay.id, managerId: alice.id };
  await createEvaluation(db, fayOld, { isDraft: false, totalAverage: 5 });
  await createValuesReview(db, fayOld, { isDraft: false, overallScore: 5 });
  await createQuestionnaire(db, fayOld, { submitted: true, overallPerformance: 5 });
  await createValuesReview(
    db,
    { ...now, employeeId: fay.id, managerId: boss.id },
    { isDraft: false, overallScore: 3 },
  );

  const hr = await createHrUser(db, "export-hr");
  return { cycle, oldCycle, boss, alice, bob, ann, ben, cara, dan, fay, hr, engineer };
}

export const FIXTURE_ORDER = [
  "Alice Manager",
  "Ann Able",
  "Ben Busy",
  "Bob Manager",
  "Cara Calm",
  "Dan Draft",
  "Fay Old",
];

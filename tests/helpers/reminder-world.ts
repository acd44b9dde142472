import type { PrismaClient } from "@/generated/prisma/client";
import { createEmployee } from "@/tests/helpers/factories";

// A launched review cycle for the reminder tests (issue 33): Active, in Paris time, its manager
// phase open and due Friday 25 June 2027 at 23:59 Paris (21:59 UTC); two reviewers, the first with
// two reports, the second with one, each report a participant reviewed by their manager.

export const DUE = new Date("2027-06-25T21:59:00Z");
export const PARIS = "Europe/Paris";

export async function createReminderWorld(db: PrismaClient, name = "Jun-27") {
  const [cycle] = await db.$queryRaw<{ id: number }[]>`
    INSERT INTO "ReviewCycle" ("name", "status", "timeZone", "launchedAt")
    VALUES (${name}, 'Active', ${PARIS}, ${new Date("2027-06-01T07:00:00Z")}) RETURNING "id"`;
  await db.$executeRaw`
    INSERT INTO "ReviewCyclePhase" ("cycleId", "phase", "opensAt", "dueAt")
    VALUES (${cycle.id}, 'manager', ${new Date("2027-06-01T07:00:00Z")}, ${DUE})`;
  const m1 = await createEmployee(db, { name: "Mara Reviewer", email: "mara@test.example" });
  const m2 = await createEmployee(db, { name: "Noel Reviewer", email: "noel@test.example" });
  const reports = [
    await createEmployee(db, { name: "Ada Report", mgrId: m1.hrisId }),
    await createEmployee(db, { name: "Ben Report", mgrId: m1.hrisId }),
    await createEmployee(db, { name: "Cai Report", mgrId: m2.hrisId }),
  ];
  const reviewerOf = [m1, m1, m2];
  for (const [i, e] of reports.entries())
    await db.$executeRaw`
      INSERT INTO "ReviewCycleParticipant" ("cycleId", "employeeId", "reviewerId", "reviewerAtLaunch", "includedBy")
      VALUES (${cycle.id}, ${e.id}, ${reviewerOf[i].id}, ${reviewerOf[i].id}, 'rule')`;
  return { cycleId: cycle.id, m1, m2, ada: reports[0], ben: reports[1], cai: reports[2] };
}

/** The reviewer submits the three report assessments of `employeeId` (or only `kinds` of them). */
export async function submitReview(
  db: PrismaClient,
  cycleId: number,
  managerId: number,
  employeeId: number,
  kinds: ("behavioral" | "values" | "performance")[] = ["behavioral", "values", "performance"],
) {
  const ids = { employeeId, managerId, cycleId };
  if (kinds.includes("behavioral"))
    await db.behavioralEvaluation.create({ data: { ...ids, isDraft: false, submittedAt: new Date() } });
  if (kinds.includes("values"))
    await db.managerValuesReview.create({ data: { ...ids, isDraft: false, submittedAt: new Date() } });
  if (kinds.includes("performance"))
    await db.performanceQuestionnaire.create({ data: { ...ids, submittedAt: new Date() } });
}

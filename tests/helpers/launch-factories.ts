import type { PrismaClient } from "@/generated/prisma/client";
import { createAccount, createEmployee, createHrUser } from "./factories";
import { hrCookie } from "./http";

// Worlds for the eligibility, launch and participant tests (issue 32): a Draft cycle with phases,
// and a small org where each kind of eligibility problem appears once.

let seq = 0;

/** Each test starts from no cycles and no people (the files' tests share one database). */
export async function clearLaunchWorld(db: PrismaClient) {
  await db.$executeRawUnsafe(
    `TRUNCATE "AuditEvent", "ReviewCycleExcusal", "ReviewPhaseExtension", "ReviewCycleParticipant", "ReviewCyclePhase",
      "BehavioralEvaluation", "ManagerValuesReview", "PerformanceQuestionnaire", "ManagerSelfQuestionnaire",
      "EmployeeValuesReview", "ReviewCycle", "LoginAccount", "Employee" CASCADE`,
  );
}

export async function createDraftCycle(
  db: PrismaClient,
  overrides: Partial<{ name: string; managerDueAt: Date | null; lateJoinerDays: number }> = {},
) {
  const opensAt = new Date("2026-06-01T00:00:00Z");
  return db.reviewCycle.create({
    data: {
      name: overrides.name ?? `Cycle ${++seq}`,
      lateJoinerDays: overrides.lateJoinerDays ?? 14,
      phases: {
        create: [
          { phase: "self", opensAt, dueAt: new Date("2026-06-15T00:00:00Z") },
          {
            phase: "manager",
            opensAt,
            dueAt:
              overrides.managerDueAt === undefined
                ? new Date("2026-06-30T21:59:00Z")
                : overrides.managerDueAt,
          },
        ],
      },
    },
    select: { id: true, name: true },
  });
}

/**
 * boss (account) → ann (Sales, in), ben (Engineering, in), late (hired 2026-05-01);
 * noAccountBoss (no account) → orphaned (blocking); top has no manager.
 */
export async function createEligibilityOrg(db: PrismaClient) {
  const boss = await createEmployee(db, { name: "Bea Boss", department: "Management" });
  await createAccount(db, boss);
  const ann = await createEmployee(db, { name: "Ann Alpha", mgrId: boss.hrisId, department: "Sales" });
  const ben = await createEmployee(db, { name: "Ben Beta", mgrId: boss.hrisId, department: "Engineering" });
  const late = await createEmployee(db, { name: "Lou Late", mgrId: boss.hrisId, department: "Sales" });
  await db.employee.update({ where: { id: late.id }, data: { startDate: new Date("2026-05-01") } });
  const noAccountBoss = await createEmployee(db, {
    name: "Nat Noaccount",
    mgrId: boss.hrisId,
    department: "Support",
  });
  const orphaned = await createEmployee(db, {
    name: "Oli Orphan",
    mgrId: noAccountBoss.hrisId,
    department: "Support",
  });
  const hr = await createHrUser(db);
  return { boss, ann, ben, late, noAccountBoss, orphaned, hr, cookie: await hrCookie(hr) };
}

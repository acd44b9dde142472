import "server-only";
import bcrypt from "bcryptjs";
import type { Prisma, PrismaClient } from "@/generated/prisma/client";
import { BULK_TRANSACTION_OPTIONS, upsertOrgInTransaction } from "@/lib/server/employees/upsert-org";
import { seedFeedback } from "@/lib/server/demo/seed-feedback";
import { refreshPlannerStatistics } from "@/lib/server/db/planner-statistics";
import { seedCustomCareerPaths } from "@/lib/server/demo/seed-career-paths";
import { generateOrg } from "@/lib/server/demo/generate-org";
import { seedCatalog } from "@/lib/server/demo/seed-catalog";
import {
  seedAssessments,
  type AssessmentCount,
  type DemoContext,
  type TitleCompetencies,
} from "@/lib/server/demo/seed-assessments";
import { seedRecognitions, seedSelfReviews } from "@/lib/server/demo/seed-employee-activity";

// The demo database behind `npm start` and the benchmarks: catalog, a generated org, sign-in
// accounts for every manager (one shared demo password) and the HR administrator, and review
// activity in every state. It runs only on a database without employees and writes everything
// in one transaction, so an interrupted seed leaves nothing half-done behind.

export const DEMO_DEFAULTS = { employees: 300, seed: 42 };
const BCRYPT_COST = 10;
/** Serialises concurrent seeds of one PostgreSQL database (two app instances starting at once). */
const SEED_LOCK_KEY = 7_301_225;

export type SeedDemoOptions = {
  employees?: number;
  seed?: number;
  /** Demo only: every manager's password. The HR "generate passwords" feature replaces them. */
  demoPassword: string;
  /** Demo only (HR_ADMIN_USERNAME / HR_ADMIN_PASSWORD): a real deployment sets its own. */
  hrAdminUsername: string;
  hrAdminPassword: string;
  onProgress?: (step: string) => void;
};

export type SeedDemoCounts = {
  employees: number;
  titles: number;
  managerAccounts: number;
  /** Per kind that makes up progress, in order. */
  assessments: AssessmentCount[];
  selfReviews: number;
  recognitions: number;
  feedback: number;
  customCareerPathSteps: number;
};

export type SeedDemoResult = { skipped: true } | { skipped: false; counts: SeedDemoCounts };

/** Waits for any other seed of this database (demo or catalogue) to commit first. */
export async function lockSeeding(tx: Prisma.TransactionClient) {
  await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
}

async function hasEmployees(db: PrismaClient | Prisma.TransactionClient) {
  return (await db.employee.findFirst({ select: { id: true } })) !== null;
}

async function loadContext(
  tx: Prisma.TransactionClient,
  seed: number,
  cycleId: number,
): Promise<DemoContext> {
  const employees = await tx.employee.findMany({
    select: { id: true, hrisId: true, mgrId: true, titleId: true, name: true, email: true },
    orderBy: { hrisId: "asc" },
  });
  const links = await tx.titleCompetency.findMany({
    select: {
      titleId: true,
      competency: {
        select: {
          id: true,
          sortOrder: true,
          subcomponents: { select: { id: true }, orderBy: { sortOrder: "asc" } },
        },
      },
    },
    orderBy: [{ titleId: "asc" }, { competency: { sortOrder: "asc" } }],
  });
  const competenciesByTitle = new Map<number, TitleCompetencies>();
  for (const { titleId, competency } of links) {
    const list = competenciesByTitle.get(titleId) ?? [];
    list.push({ competencyId: competency.id, subcomponentIds: competency.subcomponents.map((s) => s.id) });
    competenciesByTitle.set(titleId, list);
  }
  return {
    tx,
    seed,
    cycleId,
    employees,
    byHrisId: new Map(employees.map((e) => [e.hrisId, e])),
    competenciesByTitle,
  };
}

/** Seeds the demo org; does nothing (`{ skipped: true }`) when the database already has employees. */
export async function seedDemo(db: PrismaClient, options: SeedDemoOptions): Promise<SeedDemoResult> {
  if (await hasEmployees(db)) return { skipped: true };
  const { employees = DEMO_DEFAULTS.employees, seed = DEMO_DEFAULTS.seed } = options;
  const progress = options.onProgress ?? (() => {});
  const rows = generateOrg({ employees, seed });
  // One hash for every manager: hashing 10,000 managers one by one would take ten minutes.
  const [demoHash, hrHash] = await Promise.all([
    bcrypt.hash(options.demoPassword, BCRYPT_COST),
    bcrypt.hash(options.hrAdminPassword, BCRYPT_COST),
  ]);

  const result = await db.$transaction(async (tx): Promise<SeedDemoResult> => {
    await lockSeeding(tx);
    if (await hasEmployees(tx)) return { skipped: true };
    progress("catalog");
    const { cycleId, titleCount } = await seedCatalog(tx);
    progress(`org (${rows.length} employees)`);
    const org = await upsertOrgInTransaction(tx, rows);

    progress("accounts");
    const managerAccounts = await tx.$executeRawUnsafe(
      `INSERT INTO "LoginAccount" ("employeeId", username, "passwordHash", "passwordStatus", "updatedAt")
       SELECT m.id, m."hrisId", $1, 'Original', now() FROM "Employee" m
       WHERE EXISTS (SELECT 1 FROM "Employee" r WHERE r."mgrId" = m."hrisId")
       ON CONFLICT DO NOTHING`,
      demoHash,
    );
    await tx.hrUser.upsert({
      where: { username: options.hrAdminUsername },
      create: { username: options.hrAdminUsername, passwordHash: hrHash },
      update: {},
    });

    const ctx = await loadContext(tx, seed, cycleId);
    progress("assessments");
    const assessments = await seedAssessments(ctx);
    progress("self-reviews and recognitions");
    const selfReviews = await seedSelfReviews(ctx);
    const recognitions = await seedRecognitions(ctx);
    const feedback = await seedFeedback(tx, ctx.employees);
    const customCareerPathSteps = await seedCustomCareerPaths(tx, ctx.employees, options.hrAdminUsername);
    return {
      skipped: false,
      counts: {
        employees: org.created,
        titles: titleCount,
        managerAccounts,
        assessments,
        selfReviews,
        recognitions,
        feedback,
        customCareerPathSteps,
      },
    };
  }, BULK_TRANSACTION_OPTIONS);
  if (!result.skipped) {
    progress("planner statistics");
    await refreshPlannerStatistics(db);
  }
  return result;
}

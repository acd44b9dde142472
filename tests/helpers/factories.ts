import bcrypt from "bcryptjs";
import type { PrismaClient } from "@/generated/prisma/client";
import { REVIEW_CYCLE } from "@/lib/server/demo/catalog";

// Factories with overrides, shared by the integration tests. Hashes use cost 4 to keep tests fast.
// The base builders live here (people, accounts, titles with competencies, review cycles); the
// *-factories.ts files build each feature's worlds on them. Fixed catalog content (the company
// values, the demo's titles and competencies) comes from the demo seed's catalog
// (lib/server/demo/catalog.ts), so tests and the seed describe the same organisation (ADR 0009).
let seq = 0;
const next = () => ++seq;

export async function createEmployee(
  db: PrismaClient,
  overrides: Partial<{
    hrisId: string;
    name: string;
    email: string;
    mgrId: string | null;
    department: string | null;
    titleId: number | null;
  }> = {},
) {
  const n = next();
  return db.employee.create({
    data: {
      hrisId: overrides.hrisId ?? `T${String(n).padStart(5, "0")}`,
      name: overrides.name ?? `Test Person ${n}`,
      email: overrides.email ?? `person${n}@test.example`,
      mgrId: overrides.mgrId ?? null,
      department: overrides.department === undefined ? "Engineering" : overrides.department,
      titleId: overrides.titleId ?? null,
    },
  });
}

export async function createAccount(
  db: PrismaClient,
  employee: { id: number; hrisId: string },
  password = "correct horse battery",
) {
  return db.loginAccount.create({
    data: {
      employeeId: employee.id,
      username: employee.hrisId,
      passwordHash: await bcrypt.hash(password, 4),
    },
  });
}

export async function createHrUser(db: PrismaClient, username = `hr${next()}`, password = "hr-password-123") {
  return db.hrUser.create({ data: { username, passwordHash: await bcrypt.hash(password, 4) } });
}

/**
 * A small org: top → mid → leaf (+ a sibling team under another manager, outside top's reach
 * only where noted). Returns the employees by role.
 */
export async function createOrg(db: PrismaClient) {
  const top = await createEmployee(db, { name: "Tara Top" });
  const mid = await createEmployee(db, { name: "Milo Middle", mgrId: top.hrisId });
  const leaf = await createEmployee(db, { name: "Lena Leaf", mgrId: mid.hrisId, department: "Sales" });
  const otherBoss = await createEmployee(db, { name: "Olga Other" });
  const outsider = await createEmployee(db, { name: "Oscar Outside", mgrId: otherBoss.hrisId });
  await createAccount(db, top);
  await createAccount(db, mid);
  await createAccount(db, otherBoss);
  return { top, mid, leaf, otherBoss, outsider };
}

export type CompetencyFixture = {
  id: number;
  name: string;
  subcomponents: { id: number; name: string }[];
  subcomponentIds: number[];
};

/**
 * A title with `shape.length` competencies; shape[i] is the number of subcomponents of the i-th
 * (named "Competency n-i", "Sub n-i.j", described "Sub j described.").
 */
export async function createTitleWithCompetencies(
  db: PrismaClient,
  shape: number[] = [3, 2],
  name?: string,
  level = 3,
) {
  const n = next();
  const title = await db.title.create({
    data: { name: name ?? `Behavioral Title ${n}`, level, family: "IC" },
  });
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
        titles: { create: { titleId: title.id } },
      },
      select: {
        id: true,
        name: true,
        subcomponents: { select: { id: true, name: true }, orderBy: { sortOrder: "asc" } },
      },
    });
    competencies.push({ ...competency, subcomponentIds: competency.subcomponents.map((s) => s.id) });
  }
  return { title, competencies };
}

/**
 * A review cycle (the demo's, "Jun-25", unless named): Active with its four phases open and no due
 * date (another active one is closed first), or Closed when `active` is false.
 */
export async function createCycle(db: PrismaClient, name = REVIEW_CYCLE.name, active = true) {
  const status = active ? "Active" : "Closed";
  const closedAt = active ? null : new Date();
  if (active)
    await db.reviewCycle.updateMany({
      where: { status: "Active", name: { not: name } },
      data: { status: "Closed", closedAt: new Date() },
    });
  const cycle = await db.reviewCycle.upsert({
    where: { name },
    create: { name, status, closedAt, launchedAt: new Date() },
    update: { status, closedAt, timeZone: "UTC", lateJoinerDays: 14 },
  });
  const phases = ["self", "manager", "sharing", "acknowledgement"] as const;
  await db.reviewCyclePhase.deleteMany({ where: { cycleId: cycle.id } });
  await db.reviewCyclePhase.createMany({
    data: phases.map((phase) => ({ cycleId: cycle.id, phase, opensAt: new Date(Date.UTC(2025, 0, 1)) })),
  });
  return cycle;
}

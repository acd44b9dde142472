import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

// The review-cycle-as-data migration turns the current cycle into the Active one with its four
// phases open and no due date, a past cycle into a Closed one, and touches no assessment row.
const dir = path.join(process.cwd(), "prisma/migrations");
const all = fs
  .readdirSync(dir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();
const target = all.find((n) => n.endsWith("_review_cycle_as_data"))!;
const sql = (name: string) => fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");

async function databaseBefore() {
  const pg = new PGlite();
  for (const name of all.filter((n) => n < target)) await pg.exec(sql(name));
  return pg;
}

const ASSESSMENT_TABLES = [
  "BehavioralEvaluation",
  "ManagerValuesReview",
  "EmployeeValuesReview",
  "PerformanceQuestionnaire",
  "ManagerSelfQuestionnaire",
];

/** Every assessment table's rows per cycle: what the migration must leave exactly as it was. */
async function rowsPerCycle(pg: PGlite) {
  const counts: Record<string, unknown> = {};
  for (const table of ASSESSMENT_TABLES) {
    const { rows } = await pg.query(
      `SELECT c.name, count(*)::int AS n FROM "${table}" x JOIN "ReviewCycle" c ON c.id = x."cycleId" GROUP BY c.name ORDER BY c.name`,
    );
    counts[table] = rows;
  }
  return counts;
}

async function seedRows(pg: PGlite) {
  await pg.exec(`
    INSERT INTO "Employee" (id, "hrisId", name, email, "updatedAt") VALUES
      (1, 'M1', 'Mia Manager', 'mia@example.com', now()), (2, 'E2', 'Eli Report', 'eli@example.com', now());
    INSERT INTO "ReviewCycle" (id, name, "isCurrent") VALUES (1, 'Dec-24', false), (2, 'Jun-25', true);
  `);
  for (const cycleId of [1, 2]) {
    await pg.exec(`
      INSERT INTO "BehavioralEvaluation" ("employeeId", "managerId", "cycleId", "createdAt", "updatedAt")
        VALUES (2, 1, ${cycleId}, '2025-06-0${cycleId} 09:00', now());
      INSERT INTO "ManagerValuesReview" ("employeeId", "managerId", "cycleId", "updatedAt") VALUES (2, 1, ${cycleId}, now());
      INSERT INTO "EmployeeValuesReview" ("employeeId", "cycleId", "updatedAt") VALUES (2, ${cycleId}, now());
      INSERT INTO "PerformanceQuestionnaire" ("employeeId", "managerId", "cycleId", "updatedAt") VALUES (2, 1, ${cycleId}, now());
      INSERT INTO "ManagerSelfQuestionnaire" ("managerId", "cycleId", "overallPerformance", "reviewFrequency", "pqClarity", "pqDataIssues")
        VALUES (1, ${cycleId}, 'Good', 'Monthly', 'Clear', 'None');
    `);
  }
}

describe("migration review_cycle_as_data", () => {
  it("makes the current cycle Active with four open phases and keeps every assessment row", async () => {
    const pg = await databaseBefore();
    await seedRows(pg);
    const before = await rowsPerCycle(pg);

    await pg.exec(sql(target));

    expect(await rowsPerCycle(pg)).toEqual(before);
    const cycles = await pg.query(
      `SELECT name, status, "closedAt" IS NOT NULL AS closed FROM "ReviewCycle" ORDER BY id`,
    );
    expect(cycles.rows).toEqual([
      { name: "Dec-24", status: "Closed", closed: true },
      { name: "Jun-25", status: "Active", closed: false },
    ]);
    const phases = await pg.query(
      `SELECT p.phase, p."opensAt", p."dueAt" FROM "ReviewCyclePhase" p JOIN "ReviewCycle" c ON c.id = p."cycleId"
       WHERE c.name = 'Jun-25' ORDER BY p.phase`,
    );
    // open since the cycle's first assessment, with no deadline
    const opensAt = new Date("2025-06-02T09:00:00Z");
    expect(phases.rows).toEqual(
      ["self", "manager", "sharing", "acknowledgement"].map((phase) => ({ phase, opensAt, dueAt: null })),
    );
    // at most one Active cycle, enforced by the database
    await expect(pg.exec(`UPDATE "ReviewCycle" SET status = 'Active' WHERE name = 'Dec-24'`)).rejects.toThrow(
      /ReviewCycle_one_active/,
    );
    await pg.close();
  }, 60_000);

  it("gives a database without a cycle none", async () => {
    const pg = await databaseBefore();
    await pg.exec(sql(target));
    expect((await pg.query(`SELECT count(*)::int AS n FROM "ReviewCycle"`)).rows).toEqual([{ n: 0 }]);
    expect((await pg.query(`SELECT count(*)::int AS n FROM "ReviewCyclePhase"`)).rows).toEqual([{ n: 0 }]);
    await pg.close();
  }, 60_000);
});

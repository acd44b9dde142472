// npm run bench:completion [-- employees]: the completion dashboard (issue 33 §7) for the manager
// whose subtree is closest to 2,000 participants, on the seeded demo org (default 50,000 people),
// timed beside the reference SQL of its integration test in the same run. On PostgreSQL with
// BENCH_DATABASE_URL (a scratch database is created on that server and dropped), else embedded
// PGlite. Every employee with a manager is a participant of one Active cycle, due yesterday; the
// demo's assessments are moved into it, so done, open and overdue all occur.
import crypto from "node:crypto";
import { createBenchDatabase } from "./bench-manager-database";
import { seedBenchOrg } from "./bench-setup";
import { deploy } from "./migrate.mjs";
import { referenceCounts } from "@/tests/helpers/completion-reference";

const employees = Number(process.argv[2] ?? 50_000);
const TARGET = 2000;
const RUNS = 3;

/** Runs `fn` RUNS times; prints and returns the fastest (the first run warms the caches). */
async function timed<T>(label: string, fn: () => Promise<T>): Promise<{ ms: number; result: T }> {
  let best = Infinity;
  let result!: T;
  const all: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    result = await fn();
    const ms = performance.now() - started;
    all.push(Math.round(ms));
    best = Math.min(best, ms);
  }
  console.log(`${label.padEnd(58)} ${String(Math.round(best)).padStart(6)} ms  (runs: ${all.join(", ")})`);
  return { ms: best, result };
}

async function main() {
  process.env.NEXTAUTH_SECRET ??= crypto.randomBytes(32).toString("hex");
  process.env.PASSWORD_ENCRYPTION_KEY ??= crypto.randomBytes(32).toString("hex");
  process.env.DEMO_MODE = "true";
  const { createPrismaClient } = await import("@/lib/server/db/db-connect");
  const { setDatabaseForTests } = await import("@/lib/server/db/client");
  const { getCycleCompletion } = await import("@/lib/server/review-cycles/cycle-completion-dashboard");
  const database = await createBenchDatabase();
  console.log(`Database: ${database.description}`);
  await deploy(database.url);
  const handle = createPrismaClient(database.url);
  try {
    const seconds = await seedBenchOrg(handle.prisma, employees);
    console.log(`Seeded ${employees} employees in ${seconds()} s`);
    setDatabaseForTests(handle);
    const prisma = handle.prisma;
    const old = await prisma.reviewCycle.findFirstOrThrow({ where: { status: "Active" } });
    await prisma.reviewCycle.update({
      where: { id: old.id },
      data: { status: "Closed", closedAt: new Date() },
    });
    const cycle = await prisma.reviewCycle.create({
      data: {
        name: "Bench completion",
        status: "Active",
        launchedAt: new Date(Date.now() - 30 * 86_400_000),
        phases: {
          create: [
            {
              phase: "manager",
              opensAt: new Date(Date.now() - 30 * 86_400_000),
              dueAt: new Date(Date.now() - 86_400_000),
            },
          ],
        },
      },
    });
    const participants = await prisma.$executeRaw`
      INSERT INTO "ReviewCycleParticipant" ("cycleId", "employeeId", "reviewerId", "reviewerAtLaunch", "includedBy")
      SELECT ${cycle.id}, e.id, m.id, m.id, 'rule' FROM "Employee" e JOIN "Employee" m ON m."hrisId" = e."mgrId"`;
    for (const table of ["BehavioralEvaluation", "ManagerValuesReview", "PerformanceQuestionnaire"])
      await prisma.$executeRawUnsafe(
        `UPDATE "${table}" SET "cycleId" = $1 WHERE "cycleId" = $2`,
        cycle.id,
        old.id,
      );
    await prisma.$executeRawUnsafe("ANALYZE");
    const [root] = await prisma.$queryRaw<{ id: number; hrisId: string; name: string; below: number }[]>`
      WITH RECURSIVE up(id, anc, depth) AS (
        SELECT p."employeeId", m.id, 1 FROM "ReviewCycleParticipant" p
        JOIN "Employee" e ON e.id = p."employeeId" JOIN "Employee" m ON m."hrisId" = e."mgrId"
        WHERE p."cycleId" = ${cycle.id}
        UNION ALL
        SELECT up.id, m.id, up.depth + 1 FROM up JOIN "Employee" a ON a.id = up.anc
        JOIN "Employee" m ON m."hrisId" = a."mgrId" WHERE up.depth < 40)
      SELECT e.id, e."hrisId", e.name, count(*)::int AS below FROM up JOIN "Employee" e ON e.id = up.anc
      GROUP BY e.id ORDER BY abs(count(*) - ${TARGET}), e.id LIMIT 1`;
    console.log(`Participants: ${participants}; root ${root.name} (${root.hrisId}) with ${root.below} below`);
    const session = { kind: "manager", employeeId: root.id, hrisId: root.hrisId, name: root.name } as never;
    const now = new Date();

    console.log("\nCompletion API (the service behind GET /api/review-cycles/{id}/completion), best of 3:");
    const dept = await timed(`groupBy=department, ${root.below}-participant subtree`, () =>
      getCycleCompletion(session, cycle.id, { groupBy: "department", page: 1, reach: "all" }, now),
    );
    const mgr = await timed(`groupBy=manager (direct and all), same subtree`, () =>
      getCycleCompletion(session, cycle.id, { groupBy: "manager", page: 1, reach: "all" }, now),
    );
    await timed(`drill-down: the root's whole team, page 1`, () =>
      getCycleCompletion(
        session,
        cycle.id,
        { groupBy: "manager", page: 1, reach: "all", group: root.hrisId },
        now,
      ),
    );
    console.log("\nReference SQL (tests/helpers/completion-reference.ts), best of 3:");
    const refDept = await timed(`by department, same subtree`, () =>
      referenceCounts(prisma, cycle.id, root.hrisId, "department", now),
    );
    await timed(`by manager subtree, same subtree`, () =>
      referenceCounts(prisma, cycle.id, root.hrisId, "subtree", now),
    );
    console.log("\nHR, the whole org (for information), best of 3:");
    const hr = { kind: "hr", hrUserId: 1, name: "bench" } as never;
    await timed(`groupBy=department, every participant`, () =>
      getCycleCompletion(hr, cycle.id, { groupBy: "department", page: 1, reach: "all" }, now),
    );
    await timed(`groupBy=manager, every participant`, () =>
      getCycleCompletion(hr, cycle.id, { groupBy: "manager", page: 1, reach: "all" }, now),
    );

    const total = dept.result.totals.manager;
    const refTotal = refDept.result.reduce((n, r) => n + r.total, 0);
    console.log(`\nTotals: API ${JSON.stringify(total)}; reference ${refTotal} counted`);
    if (total?.total !== refTotal) throw new Error("The API and the reference SQL disagree.");
    const slowest = Math.max(dept.ms, mgr.ms);
    console.log(
      `Goal: under 1000 ms for the ${root.below}-participant subtree: ${slowest < 1000 ? "met" : "NOT met"}`,
    );
  } finally {
    setDatabaseForTests(undefined);
    await handle.close();
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

// npm run bench:launch [-- employees]: the eligibility preview and a cycle launch on the seeded demo
// org (default 50,000 people), timed. On PostgreSQL with BENCH_DATABASE_URL, else embedded PGlite;
// the database is thrown away afterwards. The seed's active cycle is closed first; the blocking
// problems are excused in bulk so the launch can run.
import crypto from "node:crypto";
import { createBenchDatabase } from "./bench-manager-database";
import { seedBenchOrg } from "./bench-setup";
import { deploy } from "./migrate.mjs";

const employees = Number(process.argv[2] ?? 50_000);

async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await fn();
  console.log(`${label}: ${Math.round(performance.now() - started)} ms`);
  return result;
}

async function main() {
  process.env.NEXTAUTH_SECRET ??= crypto.randomBytes(32).toString("hex");
  process.env.PASSWORD_ENCRYPTION_KEY ??= crypto.randomBytes(32).toString("hex");
  process.env.DEMO_MODE = "true";
  const { createPrismaClient } = await import("@/lib/server/db/db-connect");
  const { setDatabaseForTests } = await import("@/lib/server/db/client");
  const { previewEligibility } = await import("@/lib/server/review-cycles/eligibility");
  const { launchCycle } = await import("@/lib/server/review-cycles/launch-cycle");
  const { awaitJobs } = await import("@/lib/server/jobs/job-runs");
  const database = await createBenchDatabase();
  console.log(`Database: ${database.description}`);
  await deploy(database.url);
  const handle = createPrismaClient(database.url);
  try {
    const seconds = await seedBenchOrg(handle.prisma, employees);
    console.log(`Seeded ${employees} employees in ${seconds()} s`);
    setDatabaseForTests(handle);
    const prisma = handle.prisma;
    await prisma.reviewCycle.updateMany({
      where: { status: "Active" },
      data: { status: "Closed", closedAt: new Date() },
    });
    const cycle = await prisma.reviewCycle.create({
      data: {
        name: "Bench cycle",
        phases: {
          create: [{ phase: "manager", opensAt: new Date(), dueAt: new Date(Date.now() + 30 * 86_400_000) }],
        },
      },
    });
    const first = await timed("Preview, page 1", () => previewEligibility(cycle.id, { page: 1 }));
    console.log(`  in ${first.counts.in}, out ${first.counts.out}, blocking ${first.counts.blocking}`);
    await timed("Preview, page 1 again", () => previewEligibility(cycle.id, { page: 1 }));
    await timed("Preview, page 400 of who is in", () =>
      previewEligibility(cycle.id, { page: 400, status: "in" }),
    );
    await timed("Preview, page 1 of who is out", () =>
      previewEligibility(cycle.id, { page: 1, status: "out" }),
    );
    await prisma.$executeRaw`
      INSERT INTO "ReviewCycleExcusal" ("cycleId", "employeeId", "reason")
      SELECT ${cycle.id}, e."id", 'bench' FROM "Employee" e
      JOIN "Employee" m ON m."hrisId" = e."mgrId" LEFT JOIN "LoginAccount" a ON a."employeeId" = m."id"
      WHERE a."id" IS NULL`;
    const hr = await prisma.hrUser.findFirstOrThrow();
    const actor = { kind: "hr" as const, hrUserId: hr.id, name: hr.username };
    const launched = await timed("Launch (the deciding transaction)", () =>
      launchCycle(actor, cycle.id, "bench"),
    );
    await timed(`Launch job (${launched.job.total} participants)`, () => awaitJobs());
    console.log(
      `Participants: ${await prisma.reviewCycleParticipant.count({ where: { cycleId: cycle.id } })}`,
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

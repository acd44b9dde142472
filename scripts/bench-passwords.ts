// npm run bench:passwords [-- <employees>]  (default 5,000)
// The bulk password generation job end to end, in passwords per second against this machine's
// limit measured in the same run; run it on an idle machine. Method: docs/benchmarks.md.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import bcrypt from "bcryptjs";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "@/generated/prisma/client";
import { setDatabaseForTests } from "@/lib/server/db/client";
import { BCRYPT_COST } from "@/lib/server/auth/passwords";
import { hashPasswords, hashThreadCount, shutdownHashPool } from "@/lib/server/passwords/hash-pool";
import { awaitPasswordJobs } from "@/lib/server/passwords/run-password-job";
import { startGeneration } from "@/lib/server/passwords/start-password-job";
import { runCli } from "./run-cli";

async function createDatabase() {
  const pglite = new PGlite();
  const dir = path.join(process.cwd(), "prisma/migrations");
  for (const name of fs
    .readdirSync(dir)
    .filter((d) => fs.statSync(path.join(dir, d)).isDirectory())
    .sort()) {
    await pglite.exec(fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8"));
  }
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  return { prisma, pglite, close: async () => (await prisma.$disconnect(), await pglite.close()) };
}

/** N employees in a tree (8 reports per manager), in one statement. */
async function seedOrg(prisma: PrismaClient, n: number) {
  await prisma.$executeRaw`
    INSERT INTO "Employee" ("hrisId", "name", "email", "mgrId", "updatedAt")
    SELECT 'B' || lpad(i::text, 6, '0'), 'Bench Person ' || i, 'bench' || i || '@example.com',
      CASE WHEN i = 1 THEN NULL ELSE 'B' || lpad((i / 8 + 1)::text, 6, '0') END, now()
    FROM generate_series(1, ${n}::int) AS i
    ORDER BY i`;
  return prisma.hrUser.create({
    data: { username: "bench-hr", passwordHash: await bcrypt.hash("bench-hr-password", 4) },
  });
}

/** Bare bcrypt cost-10 hashes per second through the job's worker pool, for about `seconds`. */
async function measurePool(cores: number, seconds = 5) {
  await hashPasswords(Array.from({ length: cores }, (_, i) => `warm-up-${i}`));
  const start = performance.now();
  let n = 0;
  while (performance.now() - start < seconds * 1000) {
    const batch = Array.from({ length: cores * 4 }, (_, i) => `password-${n + i}`);
    await hashPasswords(batch);
    n += batch.length;
  }
  return n / ((performance.now() - start) / 1000);
}

async function main() {
  const employees = Number(process.argv[2] ?? process.env.BENCH_EMPLOYEES ?? 5000);
  if (!Number.isInteger(employees) || employees < 1)
    throw new Error("usage: npm run bench:passwords -- <employees>");
  const cores = hashThreadCount();
  console.log(
    `node ${process.version}, ${os.cpus()[0]?.model ?? "cpu"}, ${cores} core(s) available; ${employees.toLocaleString("en-US")} employees`,
  );

  const handle = await createDatabase();
  setDatabaseForTests(handle);
  try {
    const hr = await seedOrg(handle.prisma, employees);
    const before = await measurePool(cores);
    console.log(`bcrypt cost ${BCRYPT_COST} on ${cores} worker thread(s): ${before.toFixed(2)} hashes/s`);

    const started = performance.now();
    await startGeneration({ kind: "hr", hrUserId: hr.id, name: hr.username }, "bench");
    await awaitPasswordJobs();
    const seconds = (performance.now() - started) / 1000;
    const after = await measurePool(cores);
    await shutdownHashPool();
    const limit = (before + after) / 2;
    const job = await handle.prisma.passwordJob.findFirstOrThrow();
    const withCopy = await handle.prisma.loginAccount.count({
      where: { encryptedPassword: { not: null }, passwordJobId: job.id },
    });
    if (job.status !== "Completed" || withCopy !== employees)
      throw new Error(`job ${job.status}, ${withCopy} of ${employees} accounts written`);
    const rate = employees / seconds;
    console.log(
      `bcrypt cost ${BCRYPT_COST} on ${cores} worker thread(s) (after): ${after.toFixed(2)} hashes/s`,
    );
    console.log("");
    console.log(
      `generation job: ${employees} passwords in ${seconds.toFixed(1)} s = ${rate.toFixed(2)} passwords/s`,
    );
    console.log(
      `machine limit:  ${limit.toFixed(2)} hashes/s (the same ${cores} worker threads, mean of both)`,
    );
    console.log(`efficiency:     ${((rate / limit) * 100).toFixed(1)}% of the limit (target ≥ 85%)`);
  } finally {
    setDatabaseForTests(undefined);
    await handle.close();
  }
}

runCli(main);

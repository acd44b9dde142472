// npm run db:seed [-- --employees N --seed S]
// Applies pending migrations, then builds the deterministic demo org (default 300 employees,
// seed 42) on an empty database. A database that already has employees is left untouched.
import { parseArgs } from "node:util";
import { deploy } from "./migrate.mjs";
import { createPrismaClient } from "@/lib/server/db/db-connect";
import { getEnv } from "@/lib/server/env";
import { DEMO_DEFAULTS, seedDemo } from "@/lib/server/demo/seed-demo";
import { runCli } from "./run-cli";

function readOptions() {
  const { values } = parseArgs({
    options: { employees: { type: "string" }, seed: { type: "string" } },
    allowPositionals: false,
  });
  const employees = Number(values.employees ?? DEMO_DEFAULTS.employees);
  const seed = Number(values.seed ?? DEMO_DEFAULTS.seed);
  if (!Number.isInteger(employees) || employees < 1 || employees > 1_000_000) {
    throw new Error(`--employees must be a whole number from 1 to 1000000 (got ${values.employees})`);
  }
  if (!Number.isInteger(seed)) throw new Error(`--seed must be a whole number (got ${values.seed})`);
  return { employees, seed };
}

async function main() {
  const { employees, seed } = readOptions();
  const env = getEnv();
  const started = Date.now();
  const applied: string[] = await deploy(env.DATABASE_URL);
  if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);

  const handle = createPrismaClient(env.DATABASE_URL);
  try {
    const result = await seedDemo(handle.prisma, {
      employees,
      seed,
      demoPassword: env.DEMO_PASSWORD,
      hrAdminUsername: env.HR_ADMIN_USERNAME,
      hrAdminPassword: env.HR_ADMIN_PASSWORD,
      onProgress: (step) => console.log(`  … ${step} (${((Date.now() - started) / 1000).toFixed(1)} s)`),
    });
    if (result.skipped) {
      console.log("The database already has employees: nothing was seeded.");
      return;
    }
    const c = result.counts;
    console.log(
      [
        `Seeded the demo org (seed ${seed}) in ${((Date.now() - started) / 1000).toFixed(1)} s:`,
        `  ${c.employees} employees, ${c.titles} titles, ${c.managerAccounts} manager accounts`,
        `  ${c.assessments.map((a) => `${a.rows} ${a.says}`).join(", ")}`,
        `  ${c.selfReviews} values self-reviews, ${c.recognitions} recognition examples`,
        `Sign in as E00001 (or any manager) with the demo password, or as HR with ${env.HR_ADMIN_USERNAME}.`,
      ].join("\n"),
    );
  } finally {
    await handle.close();
  }
}

runCli(main);

// Runs before the server starts: applies pending migrations and, on the embedded database or with
// --demo, seeds the demo org into an empty database (docs/decisions/0040). --production refuses
// missing or guessable secrets and a PostgreSQL database holding the demo credentials first.
import { deploy, withStartLock } from "./migrate.mjs";
import type { PrismaClient } from "@/generated/prisma/client";
import { createPrismaClient } from "@/lib/server/db/db-connect";
import { getEnv, getProductionEnv, redactUrl, type Env } from "@/lib/server/env";
import { seedDemo } from "@/lib/server/demo/seed-demo";
import { demoCredentialsRefusal } from "@/lib/server/demo/demo-credentials";
import { runCli } from "./run-cli";

async function main() {
  if (process.argv.includes("--demo")) process.env.DEMO_MODE = "true";
  const isProduction = process.argv.includes("--production");
  // Refuse before migrating a real database that would then run on public or guessable secrets.
  const env = isProduction ? getProductionEnv() : getEnv();
  const url = env.DATABASE_URL;
  const where = env.isEmbeddedDatabase
    ? `embedded PostgreSQL (${url?.slice(7) || ".data/pglite"})`
    : redactUrl(url!);
  const withDemo = env.isEmbeddedDatabase || env.DEMO_MODE;

  const handle = await withStartLock(url, async () => {
    const applied: string[] = await deploy(url, { locked: true });
    console.log(
      `Database: ${where}; ${applied.length ? `applied ${applied.join(", ")}` : "migrations up to date"}.`,
    );
    const handle = createPrismaClient(url);
    try {
      const seeded = withDemo ? await seedDemoOrg(handle.prisma, env) : false;
      return { ...handle, seeded };
    } catch (error) {
      await handle.close();
      throw error;
    }
  });
  try {
    const refusal = isProduction ? await demoCredentialsRefusal(handle.prisma, env) : null;
    if (refusal) throw new Error(refusal);
    printHowToSignIn(env, withDemo, handle.seeded);
  } finally {
    await handle.close();
  }
}

async function seedDemoOrg(db: PrismaClient, env: Env) {
  const result = await seedDemo(db, {
    employees: env.SEED_EMPLOYEES,
    seed: 42,
    demoPassword: env.DEMO_PASSWORD,
    hrAdminUsername: env.HR_ADMIN_USERNAME,
    hrAdminPassword: env.HR_ADMIN_PASSWORD,
  });
  return !result.skipped;
}

function printHowToSignIn(env: Env, withDemo: boolean, seeded: boolean) {
  const port = process.env.PORT ?? "3000";
  const status = seeded
    ? `Demo org created (${env.SEED_EMPLOYEES} employees).`
    : withDemo
      ? "Existing data kept (no demo seed)."
      : "No demo data on PostgreSQL (README, Production: db:seed-catalogue, import:employees, hr:create-admin).";
  console.log(
    [
      "",
      status,
      `Yardstick: http://localhost:${port}`,
      ...(withDemo
        ? [
            // Passwords are never printed: output ends up in logs (README lists the demo ones).
            `  Manager sign-in: HRIS ID E00001 (or any demo manager) with the demo password (DEMO_PASSWORD, see README)`,
            `  HR sign-in:      ${env.HR_ADMIN_USERNAME} at http://localhost:${port}/hr-login with HR_ADMIN_PASSWORD (see README)`,
          ]
        : [`  HR sign-in:      http://localhost:${port}/hr-login`]),
      "",
    ].join("\n"),
  );
}

runCli(main);

// Runs before the server starts (`npm start`, `npm run dev`, `npm run serve`): applies pending
// migrations, seeds the demo org into an empty database, and prints how to sign in.
import { deploy } from "./migrate.mjs";
import { createPrismaClient } from "@/lib/server/db-connect";
import { getEnv, getProductionEnv, redactUrl } from "@/lib/server/env";
import { seedDemo } from "@/lib/server/demo/seed-demo";

async function main() {
  // `npm start` / `npm run serve` pass --production: refuse before migrating a real database
  // that would then run on the public demo secrets.
  const env = process.argv.includes("--production") ? getProductionEnv() : getEnv();
  const url = env.DATABASE_URL;
  const where =
    url && !url.startsWith("pglite:")
      ? redactUrl(url)
      : `embedded PostgreSQL (${url?.slice(7) || ".data/pglite"})`;
  const applied: string[] = await deploy(url);
  console.log(
    `Database: ${where}; ${applied.length ? `applied ${applied.join(", ")}` : "migrations up to date"}.`,
  );

  const handle = createPrismaClient(url);
  try {
    const employees = env.SEED_EMPLOYEES;
    const result = await seedDemo(handle.prisma, {
      employees,
      seed: 42,
      demoPassword: env.DEMO_PASSWORD,
      hrAdminUsername: env.HR_ADMIN_USERNAME,
      hrAdminPassword: env.HR_ADMIN_PASSWORD,
    });
    const seeded = !("skipped" in result && result.skipped);
    const port = process.env.PORT ?? "3000";
    console.log(
      [
        "",
        seeded ? `Demo org created (${employees} employees).` : "Existing data kept (no demo seed).",
        `Yardstick: http://localhost:${port}`,
        ...(seeded || env.isEmbeddedDatabase
          ? [
              // Passwords are never printed: output ends up in logs (README lists the demo ones).
              `  Manager sign-in: HRIS ID E00001 (or any demo manager) with the demo password (DEMO_PASSWORD, see README)`,
              `  HR sign-in:      ${env.HR_ADMIN_USERNAME} at http://localhost:${port}/hr-login with HR_ADMIN_PASSWORD (see README)`,
            ]
          : []),
        "",
      ].join("\n"),
    );
  } finally {
    await handle.close();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

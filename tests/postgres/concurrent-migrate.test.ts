import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { createScratchDatabase, type ScratchDatabase } from "@/lib/server/db/scratch-database";

// Several instances (or the release step and an instance) may migrate one database at the same
// moment. They take turns on an advisory lock: both succeed and each migration runs once, even
// when a migration takes longer than the 10 s the schema engine's own lock waits.

const run = promisify(execFile);
const SLOW_MIGRATION = "99990101000000_slow_for_test";
let scratch: ScratchDatabase;
let project: string;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL)
    throw new Error("These tests need TEST_DATABASE_URL (a PostgreSQL server).");
  scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL, "yardstick_migrate");
  // The real migrations plus one that takes 12 s, in a project folder of their own.
  project = fs.mkdtempSync(path.join(os.tmpdir(), "yardstick-migrate-"));
  fs.cpSync(path.join(process.cwd(), "prisma"), path.join(project, "prisma"), { recursive: true });
  fs.mkdirSync(path.join(project, "prisma/migrations", SLOW_MIGRATION));
  fs.writeFileSync(
    path.join(project, "prisma/migrations", SLOW_MIGRATION, "migration.sql"),
    "SELECT pg_sleep(12);\n",
  );
});

afterAll(async () => {
  await scratch?.drop();
  if (project) fs.rmSync(project, { recursive: true, force: true });
});

it("two deploys started together both succeed and apply each migration once", async () => {
  const script = path.join(process.cwd(), "scripts/migrate.mjs");
  const deploy = () =>
    run("node", [script, "deploy"], { cwd: project, env: { ...process.env, DATABASE_URL: scratch.url } });
  const outputs = await Promise.all([deploy(), deploy()]);
  expect(outputs.filter((o) => o.stdout.includes("No pending migrations."))).toHaveLength(1);

  const names = fs
    .readdirSync(path.join(project, "prisma/migrations"), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT migration_name, count(*)::int AS runs FROM _prisma_migrations
       WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL GROUP BY migration_name ORDER BY 1`,
    );
    expect(rows).toEqual(names.map((name) => ({ migration_name: name, runs: 1 })));
  } finally {
    await client.end();
  }
}, 120_000);

import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { Client } from "pg";
import { createScratchDatabase } from "@/lib/server/db/scratch-database";

const run = promisify(execFile);

// The offline migration runner (scripts/migrate.mjs, Prisma's WASM schema engine) must bring an
// empty database to the committed schema, record its history, and be a no-op the second time.
describe("scripts/migrate.mjs deploy", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "yardstick-migrate-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("migrates an empty embedded database and is idempotent", async () => {
    const env = { ...process.env, DATABASE_URL: `pglite:${dir}` };
    const first = await run("node", ["scripts/migrate.mjs", "deploy"], { env });
    expect(first.stdout).toMatch(/Applied: .*_init/);
    const second = await run("node", ["scripts/migrate.mjs", "deploy"], { env });
    expect(second.stdout).toContain("No pending migrations.");

    const pg = new PGlite(dir);
    const tables = await pg.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' order by 1",
    );
    const names = tables.rows.map((r) => r.table_name);
    for (const t of [
      "Employee",
      "BehavioralEvaluation",
      "LoginAccount",
      "Feedback",
      "AuditEvent",
      "_prisma_migrations",
    ]) {
      expect(names).toContain(t);
    }
    const checks = await pg.query<{ n: number }>(
      "select count(*)::int as n from pg_constraint where contype = 'c'",
    );
    expect(checks.rows[0].n).toBeGreaterThan(10);
    await pg.close();
  }, 120_000);
});

// On PostgreSQL (CI's second run, TEST_DATABASE_URL) the same runner goes through @prisma/adapter-pg,
// whose own executeScript splits a migration at every ";", strings and DO blocks included.
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  describe("scripts/migrate.mjs deploy on PostgreSQL", () => {
    it("applies every migration whole, semicolons inside strings and DO blocks included", async () => {
      const scratch = await createScratchDatabase(serverUrl, "yardstick_migrate");
      try {
        const env = { ...process.env, DATABASE_URL: scratch.url };
        const first = await run("node", ["scripts/migrate.mjs", "deploy"], { env });
        expect(first.stdout).toMatch(/Applied: .*_init/);
        const second = await run("node", ["scripts/migrate.mjs", "deploy"], { env });
        expect(second.stdout).toContain("No pending migrations.");
        const client = new Client({ connectionString: scratch.url });
        await client.connect();
        const { rows } = await client.query<{ pending: number }>(
          "select count(*)::int as pending from _prisma_migrations where finished_at is null",
        );
        await client.end();
        expect(rows[0]?.pending).toBe(0);
      } finally {
        await scratch.drop();
      }
    }, 120_000);
  });
}

import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaPg } from "@prisma/adapter-pg";
import { Client } from "pg";
import { PrismaClient } from "@/generated/prisma/client";
import { setDatabaseForTests } from "@/lib/server/db";
import type { DbHandle } from "@/lib/server/db-connect";
import { createScratchDatabase } from "@/lib/server/scratch-database";

// A fresh database with every committed migration applied, for one test file:
// in-memory PGlite by default, or a new database on TEST_DATABASE_URL's server (created here,
// dropped on close). The app's `db` is pointed at it, so services and route handlers run for real.

function migrationScripts() {
  const dir = path.join(process.cwd(), "prisma/migrations");
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .map((name) => fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8"));
}

async function createPgliteHandle(): Promise<DbHandle> {
  const pglite = new PGlite();
  for (const sql of migrationScripts()) await pglite.exec(sql);
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  return {
    prisma,
    pglite,
    close: async () => {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}

async function createPostgresHandle(serverUrl: string): Promise<DbHandle> {
  const scratch = await createScratchDatabase(serverUrl, "yardstick_test");
  const setup = new Client({ connectionString: scratch.url });
  await setup.connect();
  for (const sql of migrationScripts()) await setup.query(sql);
  await setup.end();
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: scratch.url, max: 5 }) });
  return {
    prisma,
    pglite: null,
    close: async () => {
      await prisma.$disconnect();
      await scratch.drop();
    },
  };
}

export async function createTestDatabase(): Promise<DbHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? createPostgresHandle(serverUrl) : createPgliteHandle();
}

/** Creates a fresh database before the file's tests and points the app's `db` at it. */
export function useTestDatabase() {
  const ref: { handle?: DbHandle } = {};
  beforeAll(async () => {
    ref.handle = await createTestDatabase();
    setDatabaseForTests(ref.handle);
  });
  afterAll(async () => {
    setDatabaseForTests(undefined);
    await ref.handle?.close();
  });
  return {
    get prisma() {
      if (!ref.handle) throw new Error("test database not ready (use inside a test or hook)");
      return ref.handle.prisma;
    },
  };
}

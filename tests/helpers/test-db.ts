import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "@/generated/prisma/client";
import { setDatabaseForTests } from "@/lib/server/db/client";
import {
  createPgAdapter,
  createPrismaClient,
  type DbHandle,
  type PoolOptions,
} from "@/lib/server/db/db-connect";
import { createScratchDatabase } from "@/lib/server/db/scratch-database";
import { pgliteTemplate, postgresTemplate } from "./test-db-template";

// The SQL text sent while captureSql() runs (query-shape tests: which statement a service runs,
// not only how many). Every test client logs its queries as events, collected only meanwhile.
const capture: { sink?: string[] } = {};

function logged(prisma: PrismaClient) {
  (prisma as unknown as LoggingClient).$on("query", (e) => capture.sink?.push(e.query));
  return prisma;
}
type LoggingClient = { $on(event: "query", fn: (e: { query: string }) => void): void };
const LOG = { log: [{ emit: "event" as const, level: "query" as const }] };

/** `fn` may watch the statements as they are sent (the list it gets fills while it runs). */
export async function captureSql<T>(
  fn: (sql: string[]) => Promise<T>,
): Promise<{ result: T; sql: string[] }> {
  const sql: string[] = [];
  capture.sink = sql;
  try {
    return { result: await fn(sql), sql };
  } finally {
    capture.sink = undefined;
  }
}

// A fresh database with every committed migration applied, for one test file:
// in-memory PGlite by default, or a new database on TEST_DATABASE_URL's server (created here,
// dropped on close). The app's `db` is pointed at it, so services and route handlers run for real.
// Neither migrates: both start from a template migrated once (test-db-template.ts, ADR 0009).

/** A test database handle that can open more clients on the same database ("other instances"). */
type TestHandle = DbHandle & {
  /** With `options`, on PostgreSQL: a client configured as the app's (its pool, its timeouts). */
  openClient: (options?: PoolOptions) => DbHandle;
};

async function createPgliteHandle(): Promise<TestHandle> {
  const pglite = new PGlite({ loadDataDir: await pgliteTemplate() });
  const prisma = logged(new PrismaClient({ adapter: new PrismaPGlite(pglite), ...LOG }));
  return {
    prisma,
    pglite,
    close: async () => {
      await prisma.$disconnect();
      await pglite.close();
    },
    openClient: () => {
      const other = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
      return { prisma: other, pglite, close: () => other.$disconnect() };
    },
  };
}

async function createPostgresHandle(serverUrl: string): Promise<TestHandle> {
  const scratch = await createScratchDatabase(serverUrl, "yardstick_test", await postgresTemplate(serverUrl));
  const prisma = logged(
    new PrismaClient({ adapter: createPgAdapter({ connectionString: scratch.url, max: 5 }), ...LOG }),
  );
  return {
    prisma,
    pglite: null,
    close: async () => {
      await prisma.$disconnect();
      await scratch.drop();
    },
    openClient: (options?: PoolOptions) => {
      if (options) return createPrismaClient(scratch.url, options);
      const other = new PrismaClient({ adapter: createPgAdapter({ connectionString: scratch.url, max: 2 }) });
      return { prisma: other, pglite: null, close: () => other.$disconnect() };
    },
  };
}

export async function createTestDatabase(): Promise<TestHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? createPostgresHandle(serverUrl) : createPgliteHandle();
}

/**
 * Booting a database (a WASM PostgreSQL from the template, Prisma's query engine) is the same work
 * for every file, never first-file work (the template is built in global-setup.ts), but it took past
 * jest's 30 s on a machine loaded ~15× its cores: it gets its own bound.
 */
const DATABASE_HOOK_TIMEOUT_MS = 120_000;

/** Creates a fresh database before the file's tests and points the app's `db` at it. */
export function useTestDatabase() {
  const ref: { handle?: TestHandle } = {};
  beforeAll(async () => {
    ref.handle = await createTestDatabase();
    // The first query loads Prisma's query engine and, on PGlite, starts the in-memory server (WASM
    // both): seconds on a busy machine. Paid here, not by a test's first interactive transaction,
    // which may wait only 2 s to start (it answered 503 "try again" under load).
    await ref.handle.prisma.$queryRaw`SELECT 1`;
    setDatabaseForTests(ref.handle);
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    setDatabaseForTests(undefined);
    await ref.handle?.close();
  });
  return {
    get prisma() {
      if (!ref.handle) throw new Error("test database not ready (use inside a test or hook)");
      return ref.handle.prisma;
    },
    get handle(): DbHandle {
      if (!ref.handle) throw new Error("test database not ready (use inside a test or hook)");
      return ref.handle;
    },
    /** A second client on the same database, as another app instance would have (close it). */
    openClient(options?: PoolOptions): DbHandle {
      if (!ref.handle) throw new Error("test database not ready (use inside a test or hook)");
      return ref.handle.openClient(options);
    },
  };
}

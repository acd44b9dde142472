import "server-only";
import { createPrismaClient, type DbHandle } from "@/lib/server/db/db-connect";
import { getEnv } from "@/lib/server/env";

// One client per process, created lazily: `next build` workers import route modules and must
// never open the embedded database. globalThis survives `next dev` reloads; tests install their
// own in-memory engine with setDatabaseForTests().
const g = globalThis as unknown as { __yardstickDb?: DbHandle };

export function getDbHandle(): DbHandle {
  if (process.env.NEXT_PHASE === "phase-production-build") {
    throw new Error("Database accessed during `next build`: make the page dynamic (await connection())");
  }
  if (g.__yardstickDb) return g.__yardstickDb;
  const env = getEnv();
  g.__yardstickDb = createPrismaClient(env.DATABASE_URL, {
    poolSize: env.DATABASE_POOL_SIZE,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
  });
  return g.__yardstickDb;
}

/** Closes the process's database connections (shutdown); a later query would open new ones. */
export async function closeDatabase() {
  const handle = g.__yardstickDb;
  g.__yardstickDb = undefined;
  await handle?.close();
}

export function setDatabaseForTests(handle: DbHandle | undefined) {
  g.__yardstickDb = handle;
}

type Client = DbHandle["prisma"];
export const db = new Proxy({} as Client, {
  get(_target, prop) {
    const real = getDbHandle().prisma;
    const value = Reflect.get(real, prop, real);
    return typeof value === "function" ? value.bind(real) : value;
  },
});
export type Db = Client;
export type Tx = Parameters<Parameters<Client["$transaction"]>[0]>[0];

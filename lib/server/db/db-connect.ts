import "server-only";
import { PrismaClient } from "@/generated/prisma/client";
import { PrismaPg } from "@prisma/adapter-pg";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { lockDataDir } from "@/lib/server/db/data-dir-lock.mjs";
import { preparedStatementName } from "@/lib/server/db/prepared-statements";

export { lockDataDir };

type PgConfig = ConstructorParameters<typeof PrismaPg>[0] & { connectionString: string };

// Shared by the app (lib/server/db/client.ts) and the scripts (seed, import, prepare-database).
//   postgres://… | postgresql://…  → PostgreSQL through @prisma/adapter-pg
//   pglite:memory://               → in-memory PGlite (tests)
//   pglite:<dir> or unset          → PGlite persisted under <dir> (default .data/pglite)

export type DbHandle = { prisma: PrismaClient; pglite: PGlite | null; close: () => Promise<void> };

export const DEFAULT_PGLITE_DIR = "./.data/pglite";

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

export function pgliteDirFor(url: string | undefined) {
  return url?.startsWith("pglite:") ? url.slice("pglite:".length) : DEFAULT_PGLITE_DIR;
}

/** The app's connection budget (lib/server/db/client.ts passes the environment's); scripts use pg's defaults. */
export type PoolOptions = { poolSize: number; statementTimeoutMs: number };

/** How long opening a connection may take: past it the request fails fast (a 503) instead of hanging. */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * How long a statement of the app may wait for a row or advisory lock another transaction holds:
 * under the 5 s an interactive transaction may last, so a save stuck behind a long transaction is
 * answered "busy, try again" (a 503) at once instead of waiting out the statement timeout for a 500.
 */
export const LOCK_TIMEOUT_MS = 4_000;

function pgPoolConfig(url: string, options?: PoolOptions) {
  if (!options) return { connectionString: url };
  return {
    connectionString: url,
    max: options.poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    // The server cancels a statement past this; the client gives up a little later (a silent network).
    statement_timeout: options.statementTimeoutMs,
    lock_timeout: Math.min(LOCK_TIMEOUT_MS, options.statementTimeoutMs),
    query_timeout: options.statementTimeoutMs + CONNECT_TIMEOUT_MS,
  };
}

/** The PostgreSQL adapter as the app uses it (the tests build theirs with it too). */
export function createPgAdapter(config: PgConfig) {
  // `as string`: adapter-pg's type says string, its code sends an unnamed statement for undefined
  return new PrismaPg(config, {
    statementNameGenerator: (query) => preparedStatementName(query) as string,
  });
}

export function createPrismaClient(url: string | undefined, options?: PoolOptions): DbHandle {
  if (isPostgresUrl(url)) {
    const prisma = new PrismaClient({ adapter: createPgAdapter(pgPoolConfig(url, options)) });
    return { prisma, pglite: null, close: () => prisma.$disconnect() };
  }
  const dataDir = pgliteDirFor(url);
  const release = dataDir.startsWith("memory://") ? () => {} : lockDataDir(dataDir);
  const pglite = new PGlite(dataDir.startsWith("memory://") ? undefined : dataDir);
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  return {
    prisma,
    pglite,
    close: async () => {
      await prisma.$disconnect();
      await pglite.close();
      release();
    },
  };
}

import { PrismaClient } from "@/generated/prisma/client";
import { PrismaPg } from "@prisma/adapter-pg";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { lockDataDir } from "@/lib/server/data-dir-lock.mjs";

export { lockDataDir };

// Shared by the app (lib/server/db.ts) and the scripts (seed, import, prepare-database).
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

export function createPrismaClient(url: string | undefined): DbHandle {
  if (isPostgresUrl(url)) {
    const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
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

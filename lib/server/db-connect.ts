import fs from "node:fs";
import path from "node:path";
import { PrismaClient } from "@/generated/prisma/client";
import { PrismaPg } from "@prisma/adapter-pg";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";

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

/**
 * PGlite has no cross-process lock: two processes on one data directory silently lose writes.
 * Take a pid lock file and refuse a second opener with a clear error.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = path.join(dataDir, ".yardstick.lock");
  try {
    fs.writeFileSync(lock, String(process.pid), { flag: "wx" });
  } catch {
    const pid = Number(fs.readFileSync(lock, "utf8"));
    let alive = false;
    try {
      process.kill(pid, 0);
      alive = pid !== process.pid;
    } catch {
      alive = false;
    }
    if (alive) {
      throw new Error(
        `The embedded database in ${dataDir} is already open in process ${pid}. ` +
          `Stop that process first, or set DATABASE_URL to a PostgreSQL server to run several instances.`,
      );
    }
    fs.writeFileSync(lock, String(process.pid));
  }
  const release = () => {
    try {
      if (fs.readFileSync(lock, "utf8") === String(process.pid)) fs.unlinkSync(lock);
    } catch {
      /* already gone */
    }
  };
  process.once("exit", release);
  return release;
}

// Script-only as well: the migration runner (node scripts/migrate.mjs) loads this plain ES module,
// so it has no "server-only" import.
// Plain ESM so the migration runner (node scripts/migrate.mjs) and the app share one lock.
import fs from "node:fs";
import path from "node:path";

/**
 * PGlite has no cross-process lock: two processes on one data directory silently lose writes.
 * Take a pid lock file and refuse a second opener with a clear error. Returns a release function.
 * @param {string} dataDir
 * @returns {() => void}
 */
export function lockDataDir(dataDir) {
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

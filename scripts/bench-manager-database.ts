// Part of `npm run bench:manager`: a throw-away database for one run. By default an embedded
// PGlite in a temporary folder; with BENCH_DATABASE_URL (a PostgreSQL server URL) a new database
// on that server, created here and dropped afterwards (like TEST_DATABASE_URL for the tests).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createScratchDatabase } from "@/lib/server/db/scratch-database";

export type BenchDatabase = { url: string; description: string; drop: () => Promise<void> };

function redact(url: string) {
  const copy = new URL(url);
  if (copy.password) copy.password = "***";
  return copy.toString();
}

export async function createBenchDatabase(): Promise<BenchDatabase> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, "yardstick_bench");
    return { ...scratch, description: `PostgreSQL database ${redact(scratch.url)} (dropped at the end)` };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "yardstick-bench-"));
  return {
    url: `pglite:${path.join(dir, "db")}`,
    description: `embedded PGlite in ${dir} (removed at the end)`,
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

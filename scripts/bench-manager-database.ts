// Part of `npm run bench:manager`: a throw-away database for one run. By default an embedded
// PGlite in a temporary folder; with BENCH_DATABASE_URL (a PostgreSQL server URL) a new database
// on that server, created here and dropped afterwards (like TEST_DATABASE_URL for the tests).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export type BenchDatabase = { url: string; description: string; drop: () => Promise<void> };

function redact(url: URL) {
  const copy = new URL(url);
  if (copy.password) copy.password = "***";
  return copy.toString();
}

async function createPostgresDatabase(serverUrl: string): Promise<BenchDatabase> {
  if (!/^postgres(ql)?:\/\//.test(serverUrl)) throw new Error("BENCH_DATABASE_URL must be a postgres:// URL");
  const name = `yardstick_bench_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    description: `PostgreSQL database ${redact(url)} (dropped at the end)`,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export async function createBenchDatabase(): Promise<BenchDatabase> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) return createPostgresDatabase(serverUrl);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "yardstick-bench-"));
  return {
    url: `pglite:${path.join(dir, "db")}`,
    description: `embedded PGlite in ${dir} (removed at the end)`,
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

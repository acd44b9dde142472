import "server-only";
import { randomUUID } from "node:crypto";
import pg from "pg";

// A throw-away database on a PostgreSQL server, for one test file (tests/helpers/test-db.ts) or one
// benchmark run (scripts/bench-manager-database.ts): created with a unique name, dropped by `drop`.

export type ScratchDatabase = { name: string; url: string; drop: () => Promise<void> };

async function onServer(serverUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** `template`: the new database is a copy of that one (CREATE DATABASE … TEMPLATE), else empty. */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<ScratchDatabase> {
  if (!/^postgres(ql)?:\/\//.test(serverUrl)) throw new Error(`${serverUrl} is not a postgres:// URL`);
  const name = `${prefix}_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

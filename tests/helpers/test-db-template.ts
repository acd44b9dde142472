import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Client } from "pg";

// The migrated database every test file starts from, built once and reused (ADR 0009):
// - PGlite: a gzipped tarball of a migrated data directory (PGlite's dumpDataDir), cached under
//   node_modules/.cache; a test file boots from it (`loadDataDir`), which skips initdb and the
//   migrations (~0.7 s instead of ~2.6 s per file).
// - PostgreSQL (TEST_DATABASE_URL): a migrated template database on that server; a test file's
//   database is `CREATE DATABASE … TEMPLATE` of it (a file copy, no migration).
// Both are named by a hash of the migrations, so a new or edited migration builds a new template.
// Building is lock-free: concurrent workers may each build one; the first to publish wins.
// Whoever builds a new template removes the others not used for a day (another checkout on the
// same machine or server may still be running on an older one, so nothing younger goes).

const MIGRATIONS_DIR = path.join(process.cwd(), "prisma/migrations");
const CACHE_DIR = path.join(process.cwd(), "node_modules/.cache/yardstick-test-db");

export function migrationScripts(): string[] {
  return fs
    .readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .map((name) => fs.readFileSync(path.join(MIGRATIONS_DIR, name, "migration.sql"), "utf8"));
}

function migrationsHash(): string {
  const hash = createHash("sha256");
  // The PGlite version is part of the key: a data directory only loads into the version that wrote it.
  hash.update(fs.readFileSync(path.join(process.cwd(), "node_modules/@electric-sql/pglite/package.json")));
  for (const sql of migrationScripts()) hash.update(sql).update("\0");
  return hash.digest("hex").slice(0, 16);
}

let hashOnce: string | undefined;
const templateHash = () => (hashOnce ??= migrationsHash());

/** The migrated PGlite data directory as a gzipped tarball (built and cached if missing). */
export async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(CACHE_DIR, `pglite-${templateHash()}.tar.gz`);
  if (!fs.existsSync(file)) {
    const pglite = new PGlite();
    try {
      for (const sql of migrationScripts()) await pglite.exec(sql);
      const dump = Buffer.from(await (await pglite.dumpDataDir("gzip")).arrayBuffer());
      fs.mkdirSync(CACHE_DIR, { recursive: true });
      const partial = `${file}.${randomUUID()}`;
      fs.writeFileSync(partial, dump);
      fs.renameSync(partial, file);
    } finally {
      await pglite.close();
    }
    pruneStaleFiles(CACHE_DIR, path.basename(file));
  } else {
    // Marks it in use, so another checkout's prune keeps it.
    const now = new Date();
    fs.utimesSync(file, now, now);
  }
  return new Blob([fs.readFileSync(file)]);
}

/** A template nobody has used for this long is stale. */
export const STALE_TEMPLATE_MS = 24 * 60 * 60 * 1000;

/** Removes the cached PGlite templates other than `keep` that nobody has used since `maxAgeMs`. */
export function pruneStaleFiles(dir: string, keep: string, maxAgeMs = STALE_TEMPLATE_MS, now = Date.now()) {
  for (const name of fs.readdirSync(dir)) {
    if (name === keep || !name.startsWith("pglite-")) continue;
    const file = path.join(dir, name);
    try {
      if (now - fs.statSync(file).mtimeMs > maxAgeMs) fs.rmSync(file, { force: true });
    } catch {
      // removed by another worker meanwhile
    }
  }
}

async function onServer<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function withDatabase(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The name of the migrated template database on `serverUrl` (built there if missing). */
export async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `yardstick_template_${templateHash()}`;
  const exists = (client: Client) =>
    client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]).then((r) => r.rowCount === 1);
  if (
    await onServer(serverUrl, (c) => exists(c).then((found) => found && markUsed(c, name).then(() => true)))
  )
    return name;
  // Migrated under a scratch name and renamed when complete, so no one clones a half-built template.
  const building = `yardstick_template_build_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  await onServer(serverUrl, async (c) => {
    await c.query(`CREATE DATABASE "${building}"`);
    await markUsed(c, building); // a build that crashes half-way is pruned a day later
  });
  try {
    await onServer(withDatabase(serverUrl, building), async (c) => {
      for (const sql of migrationScripts()) await c.query(sql);
    });
    await onServer(serverUrl, async (c) => {
      await c.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      await markUsed(c, name);
    });
  } catch (error) {
    await onServer(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`));
    // Another worker published the same template first: use theirs.
    if ((error as { code?: string }).code === "42P04") return name;
    throw error;
  }
  await pruneStaleTemplates(serverUrl, name);
  return name;
}

// A database has no creation or access time in PostgreSQL: its comment holds when it was last used.
const markUsed = (client: Client, name: string) =>
  client.query(
    `COMMENT ON DATABASE "${name}" IS 'yardstick test template, used ${new Date().toISOString()}'`,
  );

/** Drops the template databases other than `keep` that nobody has used since `maxAgeMs`. */
export async function pruneStaleTemplates(
  serverUrl: string,
  keep: string,
  maxAgeMs = STALE_TEMPLATE_MS,
  now = Date.now(),
) {
  const { rows } = await onServer(serverUrl, (c) =>
    c.query<{ name: string; comment: string | null }>(
      `SELECT d.datname AS name, shobj_description(d.oid, 'pg_database') AS comment
         FROM pg_database d WHERE d.datname LIKE 'yardstick\\_template\\_%' AND d.datname <> $1`,
      [keep],
    ),
  );
  for (const { name, comment } of rows) {
    const used = Date.parse(/used (\S+)$/.exec(comment ?? "")?.[1] ?? "");
    // Unmarked templates predate the marks (or a build that failed half-way): stale too.
    if (Number.isFinite(used) && now - used <= maxAgeMs) continue;
    // Fails while another run clones it: it goes on a later prune.
    await onServer(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}"`)).catch(() => undefined);
  }
}

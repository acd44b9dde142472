// Offline replacement for `prisma migrate`: drives Prisma's WASM schema engine through a driver
// adapter (PGlite or adapter-pg), since the CLI cannot download its native engine (docs/decisions/0001).
// usage: node scripts/migrate.mjs deploy | dev <name> | diff | status | check
//   (migrate deploy; migrate dev --name; SQL from empty to the schema; the history's diagnosis;
//   fails when prisma/schema.prisma and the migrations disagree)
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import { lockDataDir } from "../lib/server/db/data-dir-lock.mjs";

const require = createRequire(import.meta.url);
const ROOT = process.cwd();
const SCHEMA_PATH = path.join(ROOT, "prisma/schema.prisma");
const MIGRATIONS_DIR = path.join(ROOT, "prisma/migrations");

let enginePromise;
function loadEngineModule() {
  // instantiate once per process: a second __wbindgen_start() on the same glue module panics
  return (enginePromise ??= instantiateEngine());
}
async function instantiateEngine() {
  globalThis.PRISMA_WASM_PANIC_REGISTRY ??= {
    message: "",
    set_message(m) {
      this.message = `RuntimeError: ${m}`;
    },
  };
  const bgPath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
  const bg = await import(bgPath);
  const bytes = fs.readFileSync(path.join(path.dirname(bgPath), "schema_engine_bg.wasm"));
  const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": bg });
  bg.__wbg_set_wasm(instance.exports);
  instance.exports.__wbindgen_start();
  return bg;
}

export async function makeAdapterFactory(url = process.env.DATABASE_URL) {
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const { PrismaPg } = await import("@prisma/adapter-pg");
    // NB: pass discrete fields, not { connectionString }: PrismaPg.connectToShadowDb() does
    // new Pool({ ...config, database: shadowName }) and pg lets connectionString override `database`.
    const u = new URL(url);
    const cfg = {
      host: u.hostname,
      port: Number(u.port || 5432),
      user: decodeURIComponent(u.username),
      password: decodeURIComponent(u.password),
      database: u.pathname.slice(1),
    };
    const base = new PrismaPg(cfg);
    // Own shadow-DB handling: PrismaPg's connectToShadowDb() drops the shadow DB while its own pool is
    // still connected ("database ... is being accessed by other users"). Needs CREATEDB privilege.
    // @prisma/adapter-pg 7.10 executeScript() splits a migration on every ";", also inside strings
    // and DO/function bodies, and runs the pieces one by one. Send the script whole instead: one
    // simple-protocol query, which PostgreSQL runs as one implicit transaction.
    const wholeScript = (adapter) => {
      adapter.executeScript = async (script) => {
        try {
          await adapter.client.query(script);
        } catch (e) {
          adapter.onError(e);
        }
      };
      return adapter;
    };
    const factory = {
      provider: base.provider,
      adapterName: base.adapterName,
      connect: async () => wholeScript(await base.connect()),
      connectToShadowDb: async () => {
        const pg = (await import("pg")).default;
        const admin = new pg.Client(cfg);
        await admin.connect();
        const name = `prisma_migrate_shadow_db_${globalThis.crypto.randomUUID()}`;
        await admin.query(`CREATE DATABASE "${name}"`);
        const pool = new pg.Pool({ ...cfg, database: name });
        const adapter = await new PrismaPg(pool).connect();
        adapter.dispose = async () => {
          await pool.end();
          await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
          await admin.end();
        };
        return adapter;
      },
    };
    return { factory, close: async () => {} };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  const dataDir = url?.startsWith("pglite:")
    ? url.slice("pglite:".length)
    : (process.env.PGLITE_DIR ?? "./.data/pglite");
  if (!dataDir.startsWith("memory://")) {
    fs.mkdirSync(dataDir, { recursive: true });
    lockDataDir(dataDir); // the app's own pid lock: PGlite itself has no cross-process lock
  }
  const pg = new PGlite(dataDir);
  await pg.waitReady;
  // pglite-prisma-adapter 0.7.2 bug: executeScript() calls client.exec() WITHOUT await, so a failing
  // migration is recorded as applied and the error becomes an unhandled rejection. Patch it.
  const base = new PrismaPGlite(pg);
  const fixScript = (adapter) => {
    adapter.executeScript = async (script) => {
      try {
        await adapter.client.exec(script);
      } catch (e) {
        adapter.onError(e);
      }
    };
    return adapter;
  };
  const factory = {
    provider: base.provider,
    adapterName: base.adapterName,
    connect: async () => fixScript(await base.connect()),
    connectToShadowDb: async () => fixScript(await base.connectToShadowDb()),
  };
  return { factory, close: () => pg.close(), pglite: pg };
}

export function readMigrationsList(dir = MIGRATIONS_DIR) {
  const lockPath = path.join(dir, "migration_lock.toml");
  const dirs = fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  return {
    baseDir: dir,
    lockfile: {
      path: "migration_lock.toml",
      content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, "utf8") : null,
    },
    shadowDbInitScript: "",
    migrationDirectories: dirs.map((name) => {
      const f = path.join(dir, name, "migration.sql");
      return {
        path: name,
        migrationFile: {
          path: "migration.sql",
          content: fs.existsSync(f)
            ? { tag: "ok", value: fs.readFileSync(f, "utf8") }
            : { tag: "error", value: "missing migration.sql" },
        },
      };
    }),
  };
}

const filters = { externalTables: [], externalEnums: [] };

export async function withEngine(fn, url) {
  const bg = await loadEngineModule();
  const { factory, close } = await makeAdapterFactory(url);
  const adapter = bindMigrationAwareSqlAdapterFactory(factory);
  const schema = { path: SCHEMA_PATH, content: fs.readFileSync(SCHEMA_PATH, "utf8") };
  const engine = await bg.SchemaEngine.new(
    { datamodels: [[schema.path, schema.content]] },
    (m) => process.env.DEBUG && console.error(m),
    adapter,
  );
  try {
    return await fn(engine, schema);
  } finally {
    engine.free();
    await close();
  }
}

/** The SQL that would bring the migrations to the schema, or null when they agree. */
async function migrationsToSchemaDiff() {
  const script = await withEngine(async (engine, schema) => {
    const res = await engine.diff({
      from: { tag: "migrations", ...readMigrationsList() },
      to: { tag: "schemaDatamodel", files: [schema] },
      script: true,
      exitCode: true,
      filters,
    });
    return res.exitCode === 0 ? null : res.stdout;
  }, "pglite:memory://");
  return !script || /^-- This is an empty migration\.\s*$/.test(script) ? null : script;
}

/** Held around migrate (and the start-up seed) on PostgreSQL; another key than the seed's own lock. */
const START_LOCK_KEY = 7_301_226;
const START_LOCK_WAIT = "10min";

/**
 * Runs fn while holding a PostgreSQL session advisory lock, so instances starting together (or a
 * release step beside them) migrate and seed one after the other: the next one finds the work
 * done. The schema engine's own lock gives up after 10 s, which a slow migration outlasts; this
 * one waits (up to 10 minutes). The embedded database has its pid lock instead (data-dir-lock.mjs).
 */
export async function withStartLock(url, fn) {
  if (!url || !/^postgres(ql)?:\/\//.test(url)) return fn();
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`SET lock_timeout = '${START_LOCK_WAIT}'`);
    const { rows } = await client.query("SELECT pg_try_advisory_lock($1) AS locked", [START_LOCK_KEY]);
    if (!rows[0].locked) {
      console.log("Another instance is migrating this database: waiting for it to finish.");
      await client.query("SELECT pg_advisory_lock($1)", [START_LOCK_KEY]);
    }
    return await fn();
  } finally {
    // Closing the session releases the lock as well; unlock first so the next waiter goes at once.
    await client.query("SELECT pg_advisory_unlock($1)", [START_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}

/** Applies pending migrations; `{ locked: true }` when the caller already holds withStartLock. */
export async function deploy(url = process.env.DATABASE_URL, { locked = false } = {}) {
  const apply = () =>
    withEngine(async (engine) => {
      const out = await engine.applyMigrations({ migrationsList: readMigrationsList(), filters });
      return out.appliedMigrationNames;
    }, url);
  return locked ? apply() : withStartLock(url, apply);
}

async function main() {
  const [cmd, name] = process.argv.slice(2);
  if (cmd === "deploy") {
    const applied = await deploy();
    console.log(applied.length ? `Applied: ${applied.join(", ")}` : "No pending migrations.");
  } else if (cmd === "diff") {
    await withEngine(async (engine, schema) => {
      const res = await engine.diff({
        from: { tag: "empty" },
        to: { tag: "schemaDatamodel", files: [schema] },
        script: true,
        shadowDatabaseUrl: null,
        exitCode: null,
        filters,
      });
      if (res.stdout) process.stdout.write(res.stdout);
    });
  } else if (cmd === "dev") {
    if (!name) throw new Error("usage: migrate.mjs dev <name>");
    fs.mkdirSync(MIGRATIONS_DIR, { recursive: true });
    const lock = path.join(MIGRATIONS_DIR, "migration_lock.toml");
    if (!fs.existsSync(lock))
      fs.writeFileSync(
        lock,
        '# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "postgresql"\n',
      );
    // 1. bring the target DB up to date, then check it for drift (uses a shadow DB)
    await deploy();
    // Drift check only on PGlite: over @prisma/adapter-pg the WASM engine's schema introspection fails
    // with "Column type 'char' could not be deserialized from the database" (pg catalog "char" columns).
    const isPg = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? "");
    const diag = isPg
      ? { action: { tag: "skipped" } }
      : await withEngine((engine) => engine.devDiagnostic({ migrationsList: readMigrationsList(), filters }));
    if (diag.action.tag === "reset") {
      console.error(
        `${diag.action.reason}\nReset the dev database (delete .data/pglite, or drop/recreate the Postgres DB) and re-run.`,
      );
      process.exitCode = 1;
      return;
    }
    // 2. compute the next migration purely in memory: engine on an in-memory PGlite, whose
    //    connectToShadowDb() gives another in-memory PGlite (engine.createMigration has no shadow
    //    factory for Postgres in the WASM build; diff() does). The target DB is never used as shadow.
    const script = await migrationsToSchemaDiff();
    if (!script) {
      console.log("Already in sync, no migration created.");
      return;
    }
    const ts = new Date().toISOString().replace(/[-:T]/g, "").slice(0, 14);
    const dir = path.join(MIGRATIONS_DIR, `${ts}_${name}`);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "migration.sql"), script);
    // 3. apply it to the target
    const applied = await deploy();
    console.log(`Created ${path.relative(ROOT, dir)}; applied: ${applied.join(", ")}`);
  } else if (cmd === "check") {
    // CI: the migrations, applied to an empty in-memory database, must give exactly the schema.
    const script = await migrationsToSchemaDiff();
    if (script) {
      console.error(
        `prisma/schema.prisma and prisma/migrations disagree; the missing migration would be:\n${script}`,
      );
      process.exitCode = 1;
    } else console.log("prisma/schema.prisma and prisma/migrations agree.");
  } else if (cmd === "status") {
    await withEngine(async (engine) => {
      const res = await engine.diagnoseMigrationHistory({
        migrationsList: readMigrationsList(),
        optInToShadowDatabase: false,
        filters,
      });
      console.log(JSON.stringify(res, null, 2));
    });
  } else {
    console.error("usage: migrate.mjs deploy | dev <name> | diff | status | check");
    process.exit(2);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    () => process.exit(0), // pg Pool inside PrismaPg would otherwise keep the process alive ~10s
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}

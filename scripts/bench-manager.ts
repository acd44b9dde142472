// npm run bench:manager [-- --employees N --duration S --connections C --top-connections C --only top,mid,lead
//                          --quick --no-analyze]
// Seeds the demo org (default 50,000 employees) into a throw-away database (embedded PGlite in a
// temp folder, or a new database on the BENCH_DATABASE_URL PostgreSQL server), picks the top of
// the org, a mid-level manager (~2,000 people below) and a team lead (~10), times the list
// queries in-process, then serves the existing build (`npm run build` first) with `next start`
// on 127.0.0.1 and measures GET /api/employees/{hrisId} and GET /api/evaluation-status/{id}
// with autocannon. Stops the server and removes the database by itself. See docs/benchmarks.md.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { deploy } from "./migrate.mjs";
import { createBenchDatabase, type BenchDatabase } from "./bench-manager-database";
import { pickManagers, type BenchManager } from "./bench-manager-org";
import { loadAverage, ms, printTable, timeRuns, type ReportRow, type Timing } from "./bench-manager-report";
import { startServer, type RunningServer } from "./bench-manager-server";

const TARGETS_MS = { top: 2000, mid: 100, lead: 100 } as const;

function readOptions() {
  const { values } = parseArgs({
    options: {
      employees: { type: "string" },
      duration: { type: "string" },
      connections: { type: "string" },
      "top-connections": { type: "string" },
      quick: { type: "boolean" },
      "no-analyze": { type: "boolean" },
      only: { type: "string" },
    },
  });
  const quick = values.quick ?? false;
  const employees = Number(values.employees ?? 50_000);
  const duration = Number(values.duration ?? (quick ? 3 : 10));
  const connections = Number(values.connections ?? 16);
  // The top of the org is one person opening their own list: 16 parallel 50,000-row answers
  // would only measure queueing (the target for it is a plain "under 2 s").
  const topConnections = Number(values["top-connections"] ?? 1);
  for (const [name, n] of Object.entries({ employees, duration, connections, topConnections })) {
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number`);
  }
  const only = (values.only ?? "top,mid,lead").split(",").map((r) => r.trim());
  for (const role of only) {
    if (!(role in TARGETS_MS))
      throw new Error(`--only takes top, mid and lead (comma-separated), not "${role}"`);
  }
  return { employees, duration, connections, topConnections, quick, only, analyze: !values["no-analyze"] };
}

type Options = ReturnType<typeof readOptions>;
type Endpoint = {
  name: string;
  path: (m: BenchManager) => string;
  sql: (m: BenchManager) => Promise<unknown>;
};
type Target = { manager: BenchManager; endpoint: Endpoint; sql: Timing; cookie: string };

/** The queries each route's service runs, called directly (app modules load after the env is set). */
async function loadEndpoints(): Promise<Endpoint[]> {
  const { listHierarchy } = await import("@/lib/server/team/list-hierarchy");
  const { getManagerChain } = await import("@/lib/server/team/manager-chain");
  const { loadStatusRows } = await import("@/lib/server/team/load-status-rows");
  return [
    {
      name: "GET /api/employees/{hrisId}",
      path: (m) => `/api/employees/${m.hrisId}`,
      sql: (m) => Promise.all([listHierarchy(m), getManagerChain(m.hrisId)]),
    },
    {
      name: "GET /api/evaluation-status/{id}",
      path: (m) => `/api/evaluation-status/${m.id}`,
      sql: (m) => loadStatusRows(m.id, { kind: "hierarchy", rootHrisId: m.hrisId }),
    },
  ];
}

/** A real session cookie for the manager (the server checks its account's session version). */
async function mintCookie(m: BenchManager) {
  const { encodeSessionToken, sessionCookieName } = await import("@/lib/server/auth/session-token");
  const token = await encodeSessionToken({
    kind: "manager",
    id: m.id,
    hrisId: m.hrisId,
    name: m.name,
    ver: m.sessionVersion,
    authAt: Math.floor(Date.now() / 1000),
  });
  return `${sessionCookieName()}=${token}`;
}

/** Seeds, picks the managers and times their queries on one connection, then closes it. */
async function prepare(database: BenchDatabase, opts: Options): Promise<Target[]> {
  const { createPrismaClient } = await import("@/lib/server/db-connect");
  const { setDatabaseForTests } = await import("@/lib/server/db");
  const { getEnv } = await import("@/lib/server/env");
  const { seedDemo } = await import("@/lib/server/demo/seed-demo");
  await deploy(database.url);
  const handle = createPrismaClient(database.url);
  try {
    const env = getEnv();
    const started = Date.now();
    const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
    await seedDemo(handle.prisma, {
      employees: opts.employees,
      seed: 42,
      demoPassword: env.DEMO_PASSWORD,
      hrAdminUsername: env.HR_ADMIN_USERNAME,
      hrAdminPassword: env.HR_ADMIN_PASSWORD,
      onProgress: (step) => console.log(`  seeding: ${step} (${seconds()} s)`),
    });
    // Planner statistics, as autovacuum gathers them on PostgreSQL (PGlite has no autovacuum).
    if (opts.analyze) await handle.prisma.$executeRawUnsafe("ANALYZE");
    console.log(`Seeded in ${seconds()} s${opts.analyze ? " (then ANALYZE)" : " (no ANALYZE)"}.`);

    const managers = await pickManagers(handle.prisma);
    for (const m of managers) console.log(`${m.label}: ${m.hrisId} (${m.name}), ${m.size} people below`);
    setDatabaseForTests(handle);
    const targets: Target[] = [];
    const endpoints = await loadEndpoints();
    for (const manager of managers.filter((m) => opts.only.includes(m.role))) {
      for (const endpoint of endpoints) {
        const sql = await timeRuns(() => endpoint.sql(manager), opts.quick ? 1 : 3, opts.quick ? 3 : 5);
        console.log(
          `  SQL  ${endpoint.name} for ${manager.hrisId}: median ${ms(sql.p50)} (${sql.runs} runs)`,
        );
        targets.push({ manager, endpoint, sql, cookie: await mintCookie(manager) });
      }
    }
    return targets;
  } finally {
    setDatabaseForTests(undefined);
    await handle.close(); // the embedded database allows one process: the server opens it next
  }
}

async function measureHttp(server: RunningServer, target: Target, opts: Options): Promise<ReportRow> {
  const { manager, endpoint, cookie } = target;
  const url = `${server.baseUrl}${endpoint.path(manager)}`;
  // A few requests first: the server's fresh connection starts with cold caches.
  for (let i = 0; i < 3; i++) {
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: the bench session was refused`);
  }
  const connections = manager.role === "top" ? opts.topConnections : opts.connections;
  const http = await autocannon({
    url,
    connections,
    duration: opts.duration,
    timeout: 60,
    headers: { cookie },
  });
  console.log(
    `  HTTP ${endpoint.name} for ${manager.hrisId}: ${http.requests.total} requests, ` +
      `p50 ${ms(http.latency.p50)}, p97.5 ${ms(http.latency.p97_5)}, ${http.requests.average.toFixed(1)} req/s`,
  );
  return {
    manager,
    endpoint: endpoint.name,
    sql: target.sql,
    connections,
    targetMs: TARGETS_MS[manager.role],
    http,
  };
}

async function main() {
  const opts = readOptions();
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (!fs.existsSync(path.join(distDir, "BUILD_ID"))) {
    throw new Error(`No build in ${distDir}: run \`npm run build\` first.`);
  }
  // Random per run and shared with the server, so the cookies minted here decode there.
  process.env.NEXTAUTH_SECRET ??= crypto.randomBytes(32).toString("hex");
  process.env.PASSWORD_ENCRYPTION_KEY ??= crypto.randomBytes(32).toString("hex");
  const database = await createBenchDatabase();
  process.env.DATABASE_URL = database.url; // before any app module reads the environment
  console.log(
    `node ${process.version}, ${os.cpus().length} CPU(s), load ${loadAverage()}; ${database.description}`,
  );

  let server: RunningServer | undefined;
  const cleanUp = async () => {
    await server?.stop();
    await database.drop();
  };
  // Ctrl-C reaches this process but not the server (its own process group): stop it here.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  }
  try {
    const targets = await prepare(database, opts);
    server = await startServer(database.url);
    console.log(`next start on ${server.baseUrl}`);
    const rows: ReportRow[] = [];
    for (const target of targets) rows.push(await measureHttp(server, target, opts));
    printTable(rows, opts.duration);
    console.log(`Load average at the end: ${loadAverage()}`);
  } finally {
    await cleanUp();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

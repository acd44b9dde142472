// npm run bench:manager [-- --employees N --duration S --connections C --top-connections C --only top,mid,lead,hr
//                          --quick --database <url>]  (on the existing build: `npm run build` first)
// The manager calls and pages at 50,000 employees, against issue 30's targets and their floors
// measured in the same run; it removes what it started. Method and figures: docs/benchmarks.md.
import crypto from "node:crypto";
import fs from "node:fs";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { deploy } from "./migrate.mjs";
import type { BenchDatabase } from "./bench-manager-database";
import { pickManagers, type BenchManager } from "./bench-manager-org";
import { loadAverage, ms, printTable, timeRuns, type ReportRow, type Timing } from "./bench-manager-report";
import { startServer, type RunningServer } from "./bench-manager-server";
import { mintCookie, runBench, seedBenchOrg } from "./bench-setup";
import { measureCold, printColdTable, type ColdRow } from "./bench-manager-cold";
import {
  captureStatements,
  startBareServer,
  type BareRoute,
  statementSink,
  timeSqlFloor,
  type BareServer,
  type Statement,
} from "./bench-manager-floor";

const ROLES = ["top", "mid", "lead", "hr"] as const;
type Role = (typeof ROLES)[number];
const ACCEPT = { "accept-encoding": "gzip, br" };
/** The mid-level manager's list and status calls, p97.5 at 16 connections. */
const MID_CALL_TARGET_MS = 100;
/** The manager home page, p97.5 at 16 connections. */
const HOME_PAGE_TARGET_MS = 150;

function readOptions() {
  const { values } = parseArgs({
    options: {
      employees: { type: "string" },
      duration: { type: "string" },
      connections: { type: "string" },
      "top-connections": { type: "string" },
      quick: { type: "boolean" },
      only: { type: "string" },
      database: { type: "string" },
    },
  });
  const quick = values.quick ?? false;
  const employees = Number(values.employees ?? 50_000);
  const duration = Number(values.duration ?? (quick ? 3 : 10));
  const connections = Number(values.connections ?? 16);
  // The top of the org is one person opening their own list: 16 parallel 50,000-row answers
  // would only measure queueing (measured, but the restated targets are at 16 connections).
  const topConnections = Number(values["top-connections"] ?? 1);
  for (const [name, n] of Object.entries({ employees, duration, connections, topConnections })) {
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number`);
  }
  const only = (values.only ?? "top,mid,lead,hr").split(",").map((r) => r.trim());
  for (const role of only) {
    if (!ROLES.includes(role as Role))
      throw new Error(`--only takes top, mid, lead and hr (comma-separated), not "${role}"`);
  }
  return { employees, duration, connections, topConnections, quick, only, database: values.database };
}

type Options = ReturnType<typeof readOptions>;
type Endpoint = {
  name: string;
  path: (m: BenchManager) => string;
  /** The service calls behind the route (their statements are the SQL floor); none for a page. */
  sql?: (m: BenchManager) => Promise<unknown>;
  /** No session and no SQL on either side: the framework's fixed cost per answer, against the bare server's. */
  constant?: boolean;
  /** How the bare server shapes the rows (scripts/bench-bare-server.mjs); plain rows when unset. */
  bareShape?: BareRoute["shape"];
  /** A server-rendered page (HTML), read against the page floor rather than the route floor. */
  page?: boolean;
  /** This build's least cost of its kind (a route or a page): the other rows are divided by it. */
  floor?: boolean;
  /** The status every answer has (200 unless said). */
  status?: number;
};
type Target = {
  who: BenchManager & { role: Role };
  endpoint: Endpoint;
  statements: Statement[];
  sql?: Timing;
  cookie: string;
};

/** The queries each route's service runs, called directly (app modules load after the env is set). */
async function loadEndpoints(): Promise<Endpoint[]> {
  const { listHierarchy } = await import("@/lib/server/team/list-hierarchy");
  const { getManagerChain } = await import("@/lib/server/team/manager-chain");
  const { loadStatusRows } = await import("@/lib/server/team/load-status-rows");
  return [
    {
      name: "GET /api/employees/{hrisId}",
      path: (m) => `/api/employees/${m.hrisId}`,
      sql: async (m) => [await listHierarchy(m), await getManagerChain(m.hrisId)],
      bareShape: "department-groups",
    },
    {
      // what the manager home asks for: only the fields shown, no departmentGroups copy
      name: "GET /api/employees/{hrisId}?view=lean",
      path: (m) => `/api/employees/${m.hrisId}?view=lean`,
      sql: async (m) => [await listHierarchy(m), await getManagerChain(m.hrisId)],
    },
    {
      name: "GET /api/evaluation-status/{id}",
      path: (m) => `/api/evaluation-status/${m.id}`,
      sql: (m) => loadStatusRows(m.id, { kind: "hierarchy", rootHrisId: m.hrisId }),
    },
    { name: "GET / (manager home page)", path: () => "/", page: true },
  ];
}

/**
 * The liveness call: no session, no database, a constant answer through the same route wrapper.
 * Next's fixed cost per answer, measured against the bare server sending a constant too: the
 * least any call of this build can cost, so a team lead's ratio can be read against it.
 */
const FRAMEWORK_FLOOR: Endpoint = {
  name: "GET /api/health/live (constant, no session, no SQL)",
  path: () => "/api/health/live",
  constant: true,
  floor: true,
};

/**
 * What Next costs to render a page of this build that reads nothing: an address no page has, for a
 * signed-in manager (the 404 page through the same proxy, session decode, root layout, nonce and
 * compression as every page; no session read and no SQL). No page can be prerendered (each carries
 * its own CSP nonce, ADR 0047), so this, not a static file, is the least a page can cost: the page
 * rows are read against it beside the route floor.
 */
const PAGE_FLOOR: Endpoint = {
  name: "GET /bench-page-floor (a rendered page that reads nothing: the 404 page, signed in)",
  path: () => "/bench-page-floor",
  page: true,
  floor: true,
  status: 404,
};

/** A static file of this build, sent by Next (no proxy, no render), for reference. */
const STATIC_FILE: Endpoint = {
  name: "GET /robots.txt (a static file of this build, sent by Next)",
  path: () => "/robots.txt",
  page: true,
};

/** The sign-in page for a guest: the same root layout, proxy, nonce and compression as every page. */
const GUEST_PAGE: Endpoint = {
  name: "GET /login (a guest's sign-in page: rendered every time, no session, no SQL)",
  path: () => "/login",
  page: true,
};

async function hrEndpoint(): Promise<Endpoint> {
  const { listPasswordPage } = await import("@/lib/server/passwords/password-page");
  const query = { page: 1, pageSize: 100, reveal: true };
  return {
    name: "GET /api/hr/passwords?page=1&pageSize=100&reveal=1",
    path: () => "/api/hr/passwords?page=1&pageSize=100&reveal=1",
    sql: () => listPasswordPage({ kind: "hr", hrUserId: 1, name: "bench" }, "127.0.0.1", query),
  };
}

/** Every account gets a distribution copy, so the HR page call decrypts as after generation. */
async function fillDistributionCopies(prisma: import("@/generated/prisma/client").PrismaClient) {
  const { encryptPassword } = await import("@/lib/server/crypto/password-cipher");
  const missing = await prisma.loginAccount.findMany({
    where: { encryptedPassword: null },
    select: { id: true },
  });
  for (let i = 0; i < missing.length; i += 1000) {
    const batch = missing.slice(i, i + 1000);
    await prisma.$executeRawUnsafe(
      `UPDATE "LoginAccount" a SET "encryptedPassword" = v.c
       FROM unnest($1::int[], $2::text[]) AS v(id, c) WHERE a.id = v.id`,
      batch.map((a) => a.id),
      batch.map((a) => encryptPassword(crypto.randomBytes(12).toString("base64url"), a.id)),
    );
  }
  return missing.length;
}

/** A Prisma client that logs its statements into statementSink (PostgreSQL only). */
async function loggingHandle(url: string) {
  const { PrismaClient } = await import("@/generated/prisma/client");
  const { createPgAdapter } = await import("@/lib/server/db/db-connect");
  const prisma = new PrismaClient({
    adapter: createPgAdapter({ connectionString: url, max: 2 }),
    log: [{ emit: "event", level: "query" }],
  });
  prisma.$on("query", (e) => statementSink.list?.push({ text: e.query, values: JSON.parse(e.params) }));
  return { prisma, pglite: null, close: () => prisma.$disconnect() };
}

/** Seeds, picks who is measured, captures and times their statements, then closes its clients. */
async function prepare(database: BenchDatabase, opts: Options): Promise<Target[]> {
  const { createPrismaClient, isPostgresUrl } = await import("@/lib/server/db/db-connect");
  const { setDatabaseForTests } = await import("@/lib/server/db/client");
  const { getEnv } = await import("@/lib/server/env");
  await deploy(database.url);
  const onPostgres = isPostgresUrl(database.url);
  const handle = onPostgres ? await loggingHandle(database.url) : createPrismaClient(database.url);
  try {
    const env = getEnv();
    const seconds = await seedBenchOrg(handle.prisma, opts.employees);
    const copies = await fillDistributionCopies(handle.prisma);
    if (copies) await handle.prisma.$executeRawUnsafe("ANALYZE");
    console.log(
      `Seeded in ${seconds()} s (the seed ends with ANALYZE); ${copies} distribution copies added.`,
    );

    const managers = await pickManagers(handle.prisma);
    for (const m of managers) console.log(`${m.label}: ${m.hrisId} (${m.name}), ${m.size} people below`);
    const hrUser = await handle.prisma.hrUser.findUniqueOrThrow({
      where: { username: env.HR_ADMIN_USERNAME },
    });
    const hr = {
      role: "hr" as const,
      label: "HR admin",
      id: hrUser.id,
      hrisId: hrUser.username,
      name: hrUser.username,
      sessionVersion: hrUser.sessionVersion,
      size: await handle.prisma.employee.count(),
    };
    setDatabaseForTests(handle);
    const who = [...managers, hr].filter((m) => opts.only.includes(m.role));
    const targets: Target[] = [];
    const endpoints = await loadEndpoints();
    for (const person of who) {
      const own = person.role === "hr" ? [await hrEndpoint()] : endpoints;
      for (const endpoint of person.role === "lead"
        ? [FRAMEWORK_FLOOR, PAGE_FLOOR, STATIC_FILE, GUEST_PAGE, ...own]
        : own) {
        const target: Target = {
          who: person,
          endpoint,
          statements: [],
          cookie: (await mintCookie(person)).header,
        };
        if (endpoint.sql) {
          const run = () => endpoint.sql!(person);
          target.statements = onPostgres ? await captureStatements(run) : [];
          target.sql = onPostgres
            ? await timeSqlFloor(database.url, target.statements, opts.quick ? 1 : 3, opts.quick ? 3 : 5)
            : await timeRuns(run, opts.quick ? 1 : 3, opts.quick ? 3 : 5); // PGlite: the services in-process
          console.log(`  SQL  ${endpoint.name} for ${person.hrisId}: median ${ms(target.sql.p50)}`);
        }
        targets.push(target);
      }
    }
    return targets;
  } finally {
    setDatabaseForTests(undefined);
    await handle.close(); // the embedded database allows one process: the server opens it next
  }
}

async function load(
  url: string,
  cookie: string,
  connections: number,
  duration: number,
  log?: () => string,
  onWarm?: () => void,
  status = 200,
) {
  // A few requests first: fresh connections start with cold caches.
  let bytes = 0;
  for (let i = 0; i < 3; i++) {
    const res = await fetch(url, { headers: { cookie, ...ACCEPT } });
    if (res.status !== status) throw new Error(`${url} answered ${res.status}\n${log?.() ?? ""}`);
    bytes = (await res.arrayBuffer()).byteLength; // fetch decodes: the answer's own size, as the bare server's
  }
  onWarm?.();
  const result = await autocannon({
    url,
    connections,
    duration,
    timeout: 60,
    headers: { cookie, ...ACCEPT },
  });
  return { result, bytes };
}

/** The restated absolute targets of a row (issue 30); the 2× floor target is the report's. */
function absoluteTargets(role: Role, endpoint: Endpoint, connections: number): number[] {
  if (
    connections !== 16 ||
    role === "hr" ||
    endpoint.floor ||
    endpoint === GUEST_PAGE ||
    endpoint === STATIC_FILE
  )
    return [];
  if (endpoint.page) return [HOME_PAGE_TARGET_MS];
  return role === "mid" ? [MID_CALL_TARGET_MS] : [];
}

/** CPU time (user + system) the process has used, in ms: from /proc, in clock ticks of 10 ms. */
function cpuMsOf(pid: number | undefined) {
  if (!pid) return undefined;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime (fields 14 and 15)
  } catch {
    return undefined;
  }
}

function rssOf(pid: number | undefined) {
  if (!pid) return undefined;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return undefined;
  }
}

async function measure(server: RunningServer, bare: BareServer | undefined, target: Target, opts: Options) {
  const { who, endpoint, cookie } = target;
  const connections = who.role === "top" || who.role === "hr" ? opts.topConnections : opts.connections;
  const pathname = endpoint.path(who);
  const floor =
    bare && (target.statements.length || endpoint.constant)
      ? await load(`${bare.baseUrl}${pathname}`, "", connections, opts.duration)
      : undefined;
  // The server's own CPU per answer: what the request costs, whatever else shares the machine.
  let cpuBefore: number | undefined;
  const app = await load(
    `${server.baseUrl}${pathname}`,
    endpoint.constant ? "" : cookie,
    connections,
    opts.duration,
    server.log,
    () => (cpuBefore = cpuMsOf(server.pid)),
    endpoint.status,
  );
  const cpuAfter = cpuMsOf(server.pid);
  const cpuMsPerRequest =
    cpuBefore !== undefined && cpuAfter !== undefined && app.result.requests.total
      ? (cpuAfter - cpuBefore) / app.result.requests.total
      : undefined;
  console.log(
    `  HTTP ${endpoint.name} for ${who.hrisId}: p50 ${ms(app.result.latency.p50)}, p97.5 ${ms(app.result.latency.p97_5)}, ` +
      `${app.result.requests.average.toFixed(1)} req/s` +
      (cpuMsPerRequest !== undefined ? `, server CPU ${ms(cpuMsPerRequest)} per answer` : "") +
      (floor ? `; bare p50 ${ms(floor.result.latency.p50)}, p97.5 ${ms(floor.result.latency.p97_5)}` : ""),
  );
  const row: ReportRow = {
    who: `${who.label} ${who.hrisId}`,
    people: who.size,
    endpoint: endpoint.name,
    sql: target.sql,
    connections,
    targets: absoluteTargets(who.role, endpoint, connections),
    manager: who.role !== "hr" && !endpoint.floor && endpoint !== GUEST_PAGE && endpoint !== STATIC_FILE,
    http: app.result,
    bytes: app.bytes,
    bare: floor?.result,
    bareBytes: floor?.bytes,
    cpuMsPerRequest,
    kind: endpoint.page ? "page" : "route",
    isFloor: endpoint.floor ?? false,
    status: endpoint.status ?? 200,
  };
  return row;
}

runBench(readOptions().database, async (database, stopLater) => {
  const opts = readOptions();
  const targets = await prepare(database, opts);
  const routes = Object.fromEntries(
    targets
      .filter((t) => t.statements.length || t.endpoint.constant)
      .map((t) => [t.endpoint.path(t.who), { statements: t.statements, shape: t.endpoint.bareShape }]),
  );
  const bare = Object.keys(routes).length ? await startBareServer(database.url, routes) : undefined;
  stopLater(bare);
  const server = await startServer(database.url);
  stopLater(server);
  console.log(`next start on ${server.baseUrl}${bare ? `, bare server on ${bare.baseUrl}` : ""}`);
  const rows: ReportRow[] = [];
  for (const target of targets) rows.push(await measure(server, bare, target, opts));
  printTable(rows, opts.duration);
  // The mid-level manager's lists, cold: the first answer after a write (PostgreSQL only).
  const cold: ColdRow[] = [];
  for (const t of targets.filter((t) => t.who.role === "mid" && t.statements.length && bare)) {
    const path = t.endpoint.path(t.who);
    const r = await measureCold(
      database.url,
      `${server.baseUrl}${path}`,
      `${bare!.baseUrl}${path}`,
      t.cookie,
    );
    cold.push({ who: `${t.who.label} ${t.who.hrisId}`, endpoint: t.endpoint.name, ...r });
  }
  printColdTable(cold);
  const rss = rssOf(server.pid);
  console.log(
    `Load average at the end: ${loadAverage()}` +
      (rss ? `; next start RSS ${(rss / 1024 / 1024).toFixed(0)} MB` : ""),
  );
});

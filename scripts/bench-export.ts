// npm run bench:export [-- --employees N --duration S --quick --no-analyze --database <url>]
// HR Data Export at 50,000 employees: the list's and the export's SQL, the page call under load,
// one full export's time and peak RSS; it removes what it started. Method: docs/benchmarks.md.
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { deploy } from "./migrate.mjs";
import type { BenchDatabase } from "./bench-manager-database";
import { loadAverage, ms, timeRuns, type Timing } from "./bench-manager-report";
import { startServer, type RunningServer } from "./bench-manager-server";
import { groupRssBytes, mb } from "./bench-export-rss";
import { mintCookie, runBench, seedBenchOrg } from "./bench-setup";

const PAGE_TARGET_MS = 150;
const EXPORT_TARGET_MS = 5000;
const RSS_TARGET_BYTES = 300 * 1024 * 1024;

function readOptions() {
  const { values } = parseArgs({
    options: {
      employees: { type: "string" },
      duration: { type: "string" },
      quick: { type: "boolean" },
      "no-analyze": { type: "boolean" },
      database: { type: "string" },
    },
  });
  const quick = values.quick ?? false;
  const employees = Number(values.employees ?? 50_000);
  const duration = Number(values.duration ?? (quick ? 3 : 10));
  for (const [name, n] of Object.entries({ employees, duration })) {
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number`);
  }
  return { employees, duration, quick, analyze: !values["no-analyze"], database: values.database };
}
type Options = ReturnType<typeof readOptions>;

/** The list calls measured: the first page as the screen opens it, and a status-filtered deep page. */
const PAGE_CALLS = [
  { label: "first page", query: "" },
  { label: "Partial, page 100", query: "status=Partial&page=100" },
];
type Prepared = {
  cookie: string;
  sql: { label: string; query: string; timing: Timing }[];
  exportSql: Timing;
  rows: number;
};

async function prepare(database: BenchDatabase, opts: Options): Promise<Prepared> {
  const { createPrismaClient } = await import("@/lib/server/db/db-connect");
  const { setDatabaseForTests } = await import("@/lib/server/db/client");
  const { completedEvaluationsQuerySchema } = await import("@/lib/shared/schemas/data-export");
  const { listCompletedEvaluations } = await import("@/lib/server/exports/list-completed-evaluations");
  const { readEvaluationRows } = await import("@/lib/server/exports/evaluation-rows");
  const { EXPORT_BATCH_ROWS } = await import("@/lib/server/exports/export-evaluations-xlsx");
  await deploy(database.url);
  const handle = createPrismaClient(database.url);
  try {
    const seconds = await seedBenchOrg(handle.prisma, opts.employees);
    if (opts.analyze) await handle.prisma.$executeRawUnsafe("ANALYZE");
    console.log(`Seeded in ${seconds()} s${opts.analyze ? " (then ANALYZE)" : " (no ANALYZE)"}.`);
    setDatabaseForTests(handle);

    const sql = [];
    for (const call of PAGE_CALLS) {
      const query = completedEvaluationsQuerySchema.parse(
        Object.fromEntries(new URLSearchParams(call.query)),
      );
      const timing = await timeRuns(() => listCompletedEvaluations(query), opts.quick ? 1 : 3, 5);
      console.log(`  SQL  list, ${call.label}: median ${ms(timing.p50)} (${timing.runs} runs)`);
      sql.push({ ...call, timing });
    }
    const filters = { cycle: null, status: "all" as const, search: null, manager: null, department: null };
    let rows = 0;
    const exportSql = await timeRuns(
      async () => {
        rows = 0;
        let cursor = null;
        for (;;) {
          const batch = await readEvaluationRows(filters, {
            kind: "after",
            cursor,
            limit: EXPORT_BATCH_ROWS,
          });
          rows += batch.length;
          const last = batch.at(-1);
          if (!last || batch.length < EXPORT_BATCH_ROWS) break;
          cursor = { name: last.employeeName, id: last.employeeId };
        }
      },
      0,
      opts.quick ? 1 : 3,
    );
    console.log(
      `  SQL  export's row reads (${rows} rows in batches of ${EXPORT_BATCH_ROWS}): median ${ms(exportSql.p50)}`,
    );

    const hr = await handle.prisma.hrUser.findFirstOrThrow({
      select: { id: true, username: true, sessionVersion: true },
    });
    const cookie = await mintCookie({
      role: "hr",
      id: hr.id,
      name: hr.username,
      sessionVersion: hr.sessionVersion,
    });
    return { cookie: cookie.header, sql, exportSql, rows };
  } finally {
    setDatabaseForTests(undefined);
    await handle.close(); // the embedded database allows one process: the server opens it next
  }
}

type PageResult = { label: string; sql: Timing; connections: number; http: autocannon.Result };

async function measurePage(server: RunningServer, prepared: Prepared, opts: Options): Promise<PageResult[]> {
  const results: PageResult[] = [];
  for (const call of prepared.sql) {
    const url = `${server.baseUrl}/api/hr/completed-evaluations${call.query ? `?${call.query}` : ""}`;
    for (let i = 0; i < 3; i++) {
      const res = await fetch(url, { headers: { cookie: prepared.cookie } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}: the bench session was refused`);
    }
    for (const connections of [1, 16]) {
      const http = await autocannon({
        url,
        connections,
        duration: opts.duration,
        timeout: 60,
        headers: { cookie: prepared.cookie },
      });
      console.log(
        `  HTTP list, ${call.label}, ${connections} conn: ${http.requests.total} requests, ` +
          `p50 ${ms(http.latency.p50)}, p97.5 ${ms(http.latency.p97_5)}, ${http.requests.average.toFixed(1)} req/s`,
      );
      results.push({ label: call.label, sql: call.timing, connections, http });
    }
  }
  return results;
}

/** One full export through HTTP, sampling the server's resident memory while it runs. */
async function measureExport(server: RunningServer, prepared: Prepared) {
  const before = groupRssBytes(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, groupRssBytes(server.pid))), 20);
  const started = performance.now();
  const res = await fetch(`${server.baseUrl}/api/hr/export-evaluations-xlsx`, {
    method: "POST",
    headers: { cookie: prepared.cookie, "content-type": "application/json", origin: server.baseUrl },
    body: JSON.stringify({ filterStatus: "all" }),
  });
  const firstByte = performance.now() - started;
  const bytes = (await res.arrayBuffer()).byteLength;
  const total = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, groupRssBytes(server.pid));
  if (res.status !== 200) throw new Error(`the export answered ${res.status}`);
  const rows = Number(res.headers.get("x-export-rows"));
  console.log(
    `  HTTP export: ${rows} rows, ${mb(bytes)}, first byte ${ms(firstByte)}, last byte ${ms(total)}; ` +
      `server RSS ${mb(before)} before, peak ${mb(peak)}`,
  );
  return { rows, bytes, firstByte, total, before, peak };
}

function printTables(
  pages: PageResult[],
  prepared: Prepared,
  exp: Awaited<ReturnType<typeof measureExport>>,
  opts: Options,
) {
  console.log(
    "\n| Call | SQL direct (median) | Connections | Requests | p50 | p97.5 | req/s | Goal p97.5 < 150 ms at 16 |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---|");
  for (const p of pages) {
    const { http } = p;
    const ok = http.requests.total > 0 && !http.non2xx && !http.errors && http.latency.p97_5 < PAGE_TARGET_MS;
    const failures = http.non2xx || http.errors ? ` (${http.non2xx} non-2xx, ${http.errors} errors)` : "";
    console.log(
      `| GET completed-evaluations, ${p.label} | ${ms(p.sql.p50)} | ${p.connections} | ${http.requests.total} | ` +
        `${ms(http.latency.p50)} | ${ms(http.latency.p97_5)} | ${http.requests.average.toFixed(1)} | ` +
        `${p.connections === 16 ? (ok ? "met" : "MISSED") : "-"}${failures} |`,
    );
  }
  console.log(
    "\n| Export | Rows | SQL direct (row reads) | File | First byte | Last byte | Server RSS before → peak | Goals < 5 s, < 300 MB |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---|");
  const met = exp.total < EXPORT_TARGET_MS && exp.peak < RSS_TARGET_BYTES;
  console.log(
    `| POST export-evaluations-xlsx | ${exp.rows.toLocaleString("en-US")} | ${ms(prepared.exportSql.p50)} | ${mb(exp.bytes)} | ` +
      `${ms(exp.firstByte)} | ${ms(exp.total)} | ${mb(exp.before)} → ${mb(exp.peak)} | ${met ? "met" : "MISSED"} |`,
  );
  console.log(
    `\n${opts.duration} s per list row. SQL direct: the services' statements in-process, one at a time.`,
  );
}

runBench(readOptions().database, async (database, stopLater) => {
  const opts = readOptions();
  const prepared = await prepare(database, opts);
  const server = await startServer(database.url);
  stopLater(server);
  console.log(`next start on ${server.baseUrl}`);
  const exp = await measureExport(server, prepared); // first, on a server with nothing else held
  const pages = await measurePage(server, prepared, opts);
  printTables(pages, prepared, exp, opts);
  console.log(`Load average at the end: ${loadAverage()}`);
});

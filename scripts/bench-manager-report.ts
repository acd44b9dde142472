// Part of `npm run bench:manager`: the in-process query timer and the printed results table.
import os from "node:os";
import type autocannon from "autocannon";

export type Timing = { p50: number; runs: number };

export type ReportRow = {
  who: string;
  people: number;
  endpoint: string;
  /** The SQL floor (PostgreSQL) or the services in-process (PGlite); none for a page. */
  sql?: Timing;
  connections: number;
  targetMs: number;
  http: autocannon.Result;
  bytes: number;
  /** The bare-server floor (node:http + pg) under the same load, when measured. */
  bare?: autocannon.Result;
  bareBytes?: number;
  /** An API route (JSON) or a server-rendered page. */
  kind: "route" | "page";
  /** The build's least cost of that kind (the liveness call; a static file, for pages). */
  isFloor: boolean;
};

/** Sequential runs of `fn` for about `seconds` (at least `minRuns`) after one warm-up; the median. */
export async function timeRuns(
  fn: () => Promise<unknown>,
  seconds: number,
  minRuns: number,
): Promise<Timing> {
  await fn();
  const times: number[] = [];
  const started = performance.now();
  while (times.length < minRuns || performance.now() - started < seconds * 1000) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)], runs: times.length };
}

export const ms = (n: number) =>
  n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${n.toFixed(n < 10 ? 1 : 0)} ms`;

export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

/** A row meets its target only if every request answered 200 and p97.5 is under the target. */
export function meetsTarget(row: ReportRow) {
  const { http } = row;
  return http.requests.total > 0 && !http.non2xx && !http.errors && http.latency.p97_5 < row.targetMs;
}

const kb = (n: number | undefined) => (n ? `${(n / 1024).toFixed(n < 10_240 ? 1 : 0)} KB` : "—");

const ratio = (a: autocannon.Result, b: autocannon.Result | undefined, at: "p50" | "p97_5") =>
  b ? `${(a.latency[at] / Math.max(b.latency[at], 0.001)).toFixed(2)}×` : "—";

export function printTable(rows: ReportRow[], seconds: number) {
  // Each row is also read against this build's floor of its kind, measured in the same run and at
  // the same connections: the liveness call for a route, a static file of the build for a page.
  const floorOf = (row: ReportRow) =>
    rows.find((r) => r.isFloor && r.kind === row.kind && r !== row && r.connections === row.connections)
      ?.http;
  console.log(
    "\n| Who | People | Endpoint | SQL floor | Conn. | Bare p50 / p97.5 | Yardstick p50 / p97.5 | req/s | p97.5 ÷ bare | p50 / p97.5 ÷ build's floor | Bytes (bare / app) | Target p97.5 |",
  );
  console.log("|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---|");
  for (const row of rows) {
    const { http, bare } = row;
    const failures = http.non2xx || http.errors ? ` (${http.non2xx} non-2xx, ${http.errors} errors)` : "";
    const floor = floorOf(row);
    const overFloor = floor ? `${ratio(http, floor, "p50")} / ${ratio(http, floor, "p97_5")}` : "—";
    console.log(
      `| ${row.who} | ${row.people.toLocaleString("en-US")} | ${row.endpoint} | ${row.sql ? ms(row.sql.p50) : "—"} | ` +
        `${row.connections} | ${bare ? `${ms(bare.latency.p50)} / ${ms(bare.latency.p97_5)}` : "—"} | ` +
        `${ms(http.latency.p50)} / ${ms(http.latency.p97_5)} | ${http.requests.average.toFixed(1)} | ` +
        `${ratio(http, bare, "p97_5")} | ${overFloor} | ` +
        `${kb(row.bareBytes)} / ${kb(row.bytes)} | < ${ms(row.targetMs)}: ${meetsTarget(row) ? "met" : "MISSED"}${failures} |`,
    );
  }
  console.log(
    `\n${seconds} s per row, requests with Accept-Encoding: gzip, br. SQL floor: the service's statements ` +
      "through plain pg, prepared, one at a time (on PGlite: the services in-process). Bare: node:http + pg " +
      "running the same statements per request and sending their rows as JSON. Build's floor: the liveness " +
      "call (a route with no session and no SQL) for routes, a static file of the build (robots.txt) for pages, " +
      "in the same run. " +
      "Bytes: the answer uncompressed.",
  );
}

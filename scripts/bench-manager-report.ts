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
  /** Absolute p97.5 targets of this row, in ms (issue 30): the mid-level calls, the home page. */
  targets: number[];
  /** A manager's call or page: held to ≤ 2× the framework floor of the same run. */
  manager: boolean;
  http: autocannon.Result;
  bytes: number;
  /** The bare-server floor (node:http + pg) under the same load, when measured. */
  bare?: autocannon.Result;
  bareBytes?: number;
  /** The server process's CPU time per answer during the run (/proc; none elsewhere). */
  cpuMsPerRequest?: number;
  /** An API route (JSON) or a server-rendered page. */
  kind: "route" | "page";
  /** The build's least cost of that kind (the liveness call; for pages, a page that reads nothing). */
  isFloor: boolean;
  /** The status every answer has (the page floor is a 404 page). */
  status: number;
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

/** How many times the framework floor a manager's call or page may cost at p97.5 (issue 30). */
export const FLOOR_FACTOR = 2;

const answeredAll = (http: autocannon.Result) => http.requests.total > 0 && !http.non2xx && !http.errors;
const failuresOf = (row: ReportRow) => {
  const { non2xx, errors } = row.http;
  const unexpected = row.status === 200 ? non2xx : 0;
  return unexpected || errors ? ` (${unexpected} non-2xx, ${errors} errors)` : "";
};

/** Each target of a row with its verdict: "met" only if every request answered 200 under it. */
export function targetVerdicts(row: ReportRow, floor: autocannon.Result | undefined): string[] {
  const p = row.http.latency.p97_5;
  const verdict = (limit: number) => (answeredAll(row.http) && p <= limit ? "met" : "MISSED");
  const out: string[] = [];
  if (row.manager && floor) {
    const limit = FLOOR_FACTOR * floor.latency.p97_5;
    out.push(`≤ ${FLOOR_FACTOR}× floor (${ms(limit)}): ${verdict(limit)}`);
  }
  for (const t of row.targets) out.push(`< ${ms(t)}: ${answeredAll(row.http) && p < t ? "met" : "MISSED"}`);
  return out;
}

const kb = (n: number | undefined) => (n ? `${(n / 1024).toFixed(n < 10_240 ? 1 : 0)} KB` : "—");

const ratio = (a: autocannon.Result, b: autocannon.Result | undefined, at: "p50" | "p97_5") =>
  b ? `${(a.latency[at] / Math.max(b.latency[at], 0.001)).toFixed(2)}×` : "—";

export function printTable(rows: ReportRow[], seconds: number) {
  // Every row is read against the framework floor measured in the same run at the same connections:
  // the liveness call, a constant answer from a route of this build (issue 30).
  const floorOf = (row: ReportRow, kind: ReportRow["kind"] = "route") =>
    rows.find((r) => r.isFloor && r.kind === kind && r !== row && r.connections === row.connections)?.http;
  console.log(
    "\n| Who | People | Endpoint | SQL floor | Conn. | Bare p50 / p97.5 | Yardstick p50 / p97.5 | req/s | Server CPU per answer | p97.5 ÷ bare | p50 / p97.5 ÷ framework floor | p97.5 ÷ page floor | Bytes (bare / app) | Targets (p97.5) |",
  );
  console.log("|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|");
  for (const row of rows) {
    const { http, bare } = row;
    const failures = failuresOf(row);
    const floor = floorOf(row);
    const pageFloor = row.kind === "page" ? ratio(http, floorOf(row, "page"), "p97_5") : "—";
    const overFloor = floor ? `${ratio(http, floor, "p50")} / ${ratio(http, floor, "p97_5")}` : "—";
    const targets = targetVerdicts(row, floor);
    console.log(
      `| ${row.who} | ${row.people.toLocaleString("en-US")} | ${row.endpoint} | ${row.sql ? ms(row.sql.p50) : "—"} | ` +
        `${row.connections} | ${bare ? `${ms(bare.latency.p50)} / ${ms(bare.latency.p97_5)}` : "—"} | ` +
        `${ms(http.latency.p50)} / ${ms(http.latency.p97_5)} | ${http.requests.average.toFixed(1)} | ` +
        `${row.cpuMsPerRequest !== undefined ? ms(row.cpuMsPerRequest) : "—"} | ` +
        `${ratio(http, bare, "p97_5")} | ${overFloor} | ${pageFloor} | ` +
        `${kb(row.bareBytes)} / ${kb(row.bytes)} | ${targets.length ? targets.join("; ") : "—"}${failures} |`,
    );
  }
  console.log(
    `\n${seconds} s per row, requests with Accept-Encoding: gzip, br. SQL floor: the service's statements ` +
      "through plain pg, prepared, one at a time (on PGlite: the services in-process). Bare: node:http + pg " +
      "running the same statements per request and sending their rows as JSON. Framework floor: the liveness " +
      "call (a route with no session and no SQL) in the same run at the same connections; page floor: a " +
      "rendered page that reads nothing (the 404 page, signed in), for the page rows; a row measured at " +
      "other connections (the top of the org, HR) has no floor target. Server CPU per answer: the server " +
      "process's user + system time over the run ÷ its answers (10 ms ticks; steadier than latency on a " +
      "shared machine). Bytes: the answer uncompressed.",
  );
}

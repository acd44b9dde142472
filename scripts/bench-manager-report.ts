// Part of `npm run bench:manager`: the in-process query timer and the printed results table.
import os from "node:os";
import type autocannon from "autocannon";
import type { BenchManager } from "./bench-manager-org";

export type Timing = { p50: number; runs: number };

export type ReportRow = {
  manager: BenchManager;
  endpoint: string;
  sql: Timing;
  connections: number;
  targetMs: number;
  http: autocannon.Result;
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

export function printTable(rows: ReportRow[], seconds: number) {
  console.log(
    "\n| Manager | People | Endpoint | SQL direct (median) | Connections | Requests | p50 | p97.5 | req/s | Target p97.5 |",
  );
  console.log("|---|---:|---|---:|---:|---:|---:|---:|---:|---|");
  for (const row of rows) {
    const { manager: m, http } = row;
    const failures = http.non2xx || http.errors ? ` (${http.non2xx} non-2xx, ${http.errors} errors)` : "";
    console.log(
      `| ${m.label} ${m.hrisId} | ${m.size.toLocaleString("en-US")} | ${row.endpoint} | ${ms(row.sql.p50)} | ` +
        `${row.connections} | ${http.requests.total} | ${ms(http.latency.p50)} | ${ms(http.latency.p97_5)} | ` +
        `${http.requests.average.toFixed(1)} | < ${ms(row.targetMs)}: ${meetsTarget(row) ? "met" : "MISSED"}${failures} |`,
    );
  }
  console.log(`\n${seconds} s per row. SQL direct: the services' queries in-process, one at a time.`);
}

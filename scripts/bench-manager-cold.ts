// Part of `npm run bench:manager`: the first (cold) answer after a write, the data version moved on
// before each request, against the bare server's same request (docs/benchmarks.md).
import pg from "pg";
import { ms } from "./bench-manager-report";

export type ColdRow = { who: string; endpoint: string; app: number; bare: number; runs: number };

const ACCEPT = { "accept-encoding": "gzip, br" };

async function timeOnce(url: string, cookie: string) {
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie, ...ACCEPT } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - started;
}

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];

/** Median cold time of `appUrl` (the version bumped before each request) and of `bareUrl`. */
export async function measureCold(
  databaseUrl: string,
  appUrl: string,
  bareUrl: string,
  cookie: string,
  runs = 7,
): Promise<{ app: number; bare: number; runs: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const app: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i < runs; i++) {
      await client.query(`UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1`);
      app.push(await timeOnce(appUrl, cookie));
      bare.push(await timeOnce(bareUrl, ""));
    }
    return { app: median(app), bare: median(bare), runs };
  } finally {
    await client.end();
  }
}

export function printColdTable(rows: ColdRow[]) {
  if (!rows.length) return;
  console.log(
    "\n| Who | Endpoint | Bare (always cold) | Yardstick, first answer after a write | Ratio | Goal |",
  );
  console.log("|---|---|---:|---:|---:|---|");
  for (const r of rows) {
    const ratio = r.app / Math.max(r.bare, 0.001);
    console.log(
      `| ${r.who} | ${r.endpoint} | ${ms(r.bare)} | ${ms(r.app)} | ${ratio.toFixed(2)}× | ≤ 1.5×: ${ratio <= 1.5 ? "met" : "MISSED"} |`,
    );
  }
  console.log("\nOne connection, median of the runs; before each app request the data version moves on.");
}

// Part of `npm run bench:manager`: the two floors each figure is compared with, measured in the
// same run. "SQL floor": the statements the service runs (captured from the app's query log, same
// parameters) replayed through plain pg as prepared statements, one at a time. "Bare server":
// node:http + pg (scripts/bench-bare-server.mjs) running those statements per request and
// sending the rows as JSON, compressed as the app does, measured with the same load.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { Timing } from "./bench-manager-report";
import { timeRuns } from "./bench-manager-report";

export type Statement = { text: string; values: unknown[] };
/**
 * What the bare server answers on a path: the statements' rows as JSON; with "department-groups"
 * the hierarchy's rows also grouped by department, as the spec's full team list sends everyone a
 * second time under departmentGroups (so both answers are about the same size).
 */
export type BareRoute = { statements: Statement[]; shape?: "department-groups" };

/** Where a query-logging client (installed as the app's db) drops the statements it sends. */
export const statementSink: { list?: Statement[] } = {};

/** The statements `fn` sends through that client. */
export async function captureStatements(fn: () => Promise<unknown>): Promise<Statement[]> {
  const sink = statementSink;
  const list: Statement[] = [];
  sink.list = list;
  try {
    await fn();
  } finally {
    sink.list = undefined;
  }
  return list;
}

export async function timeSqlFloor(
  databaseUrl: string,
  statements: Statement[],
  seconds: number,
  minRuns: number,
): Promise<Timing> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const named = statements.map((s, i) => ({ ...s, name: `floor_${process.pid}_${Date.now()}_${i}` }));
    return await timeRuns(
      async () => {
        for (const s of named) await client.query(s);
      },
      seconds,
      minRuns,
    );
  } finally {
    await client.end();
  }
}

export type BareServer = { baseUrl: string; stop: () => Promise<void> };

export async function startBareServer(
  databaseUrl: string,
  routes: Record<string, BareRoute>,
): Promise<BareServer> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "yardstick-bare-")), "config.json");
  fs.writeFileSync(file, JSON.stringify({ databaseUrl, routes }));
  // tsx loaded: the bare server groups the full list with the app's own groupByDepartment
  const script = path.join(process.cwd(), "scripts/bench-bare-server.mjs");
  const child = spawn(process.execPath, ["--import", "tsx", script, file], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`bare server exited (${code})`)));
    child.stdout.on("data", (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        fs.rmSync(path.dirname(file), { recursive: true, force: true });
      }),
  };
}

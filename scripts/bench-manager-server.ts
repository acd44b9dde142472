// Part of `npm run bench:manager`: runs the existing production build with `next start` on a free
// port of 127.0.0.1, and stops it (its whole process group) when the bench is done.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";

export type RunningServer = { baseUrl: string; pid: number; log: () => string; stop: () => Promise<void> };

const HOST = "127.0.0.1";
const START_TIMEOUT_MS = 120_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startServer(databaseUrl: string): Promise<RunningServer> {
  // BENCH_PORT=<n>: a fixed port instead of a free one (for machines where ports are shared out).
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  // The `next` command as npm links it: the package's declared bin, not a path inside it.
  const nextPackage = createRequire(path.join(process.cwd(), "package.json")).resolve("next/package.json");
  const { bin } = JSON.parse(fs.readFileSync(nextPackage, "utf8")) as { bin: { next: string } };
  const nextBin = path.join(path.dirname(nextPackage), bin.next);
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  // --expose-gc as the production start commands pass it (package.json, Dockerfile; ADR 0056);
  // BENCH_SERVER_NODE_ARGS="--max-old-space-size=200": V8 flags for the server only (memory experiments).
  const nodeArgs = ["--expose-gc", ...(process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? [])];
  const child = spawn(
    process.execPath,
    [...profile, ...nodeArgs, nextBin, "start", "-H", HOST, "-p", String(port)],
    {
      env: { ...process.env, NODE_ENV: "production", DATABASE_URL: databaseUrl, PORT: String(port) },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true, // its own process group, so stop() also ends anything it spawned
    },
  );
  let log = "";
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let running = true;
  void exited.then(() => (running = false));

  const stop = async () => {
    if (!running || child.pid === undefined) return;
    process.kill(-child.pid, "SIGTERM");
    const timer = setTimeout(() => running && child.pid && process.kill(-child.pid, "SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  };

  const baseUrl = `http://${HOST}:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!running) throw new Error(`next start exited before answering:\n${log}`);
    try {
      const res = await fetch(`${baseUrl}/api/session`);
      await res.arrayBuffer();
      return { baseUrl, pid: child.pid!, log: () => log, stop };
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  await stop();
  throw new Error(`next start did not answer within ${START_TIMEOUT_MS / 1000} s:\n${log}`);
}

import { execFile } from "node:child_process";
import { Writable } from "node:stream";
import { promisify } from "node:util";
import { GET as authorise } from "@/app/api/authorise/[hrisId]/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as ready } from "@/app/api/health/ready/route";
import { createPrismaClient, type DbHandle } from "@/lib/server/db/db-connect";
import { setDatabaseForTests } from "@/lib/server/db/client";
import { createScratchDatabase, type ScratchDatabase } from "@/lib/server/db/scratch-database";
import { startOutboxWorker, stopOutboxWorker } from "@/lib/server/mail/outbox-worker";
import { resetLogger } from "@/lib/server/log";
import { resetEnvCache } from "@/lib/server/env";
import { createAccount, createEmployee } from "@/tests/helpers/factories";
import { callRoute, managerCookie } from "@/tests/helpers/http";
import { startTcpProxy } from "@/tests/helpers/tcp-proxy";

// A database outage is a 503, not a 500: a TCP proxy between the app and PostgreSQL is cut (the
// shared server itself is never touched). While it is down, API calls answer 503 with Retry-After
// and a plain message, readiness names the database, and the log has one line per failure (no
// stack trace); once it is back, the same calls work again without a restart.

const run = promisify(execFile);
let scratch: ScratchDatabase;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let app: DbHandle;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL)
    throw new Error("These tests need TEST_DATABASE_URL (a PostgreSQL server).");
  scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL, "yardstick_outage");
  await run("node", ["scripts/migrate.mjs", "deploy"], {
    env: { ...process.env, DATABASE_URL: scratch.url },
  });
  const direct = new URL(scratch.url);
  proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const viaProxy = Object.assign(new URL(scratch.url), { host: `127.0.0.1:${proxy.port}` }).toString();
  app = createPrismaClient(viaProxy, { poolSize: 3, statementTimeoutMs: 5_000 });
  setDatabaseForTests(app);
  process.env.LOG_LEVEL = "info";
  resetEnvCache();
  resetLogger(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    }),
  );
  startOutboxWorker();
}, 120_000);

afterAll(async () => {
  await stopOutboxWorker();
  process.env.LOG_LEVEL = "silent";
  resetEnvCache();
  resetLogger();
  setDatabaseForTests(undefined);
  await app?.close();
  await proxy?.close();
  await scratch?.drop();
});

it("answers 503 with Retry-After while the database is cut off, and recovers by itself", async () => {
  const manager = await createEmployee(app.prisma, { name: "Outage Manager", email: "outage@corp.example" });
  const report = await createEmployee(app.prisma, { name: "Outage Report", mgrId: manager.hrisId });
  await createAccount(app.prisma, manager, "outage-password-1");
  const cookie = await managerCookie(manager);
  const call = () =>
    callRoute(authorise, `/api/authorise/${report.hrisId}`, { cookie, params: { hrisId: report.hrisId } });
  expect((await call()).status).toBe(200);
  expect((await callRoute(ready, "/api/health/ready")).status).toBe(200);

  proxy.cut();
  lines.length = 0;
  const during = [
    await call(),
    await call(),
    await callRoute(login, "/api/auth/login", {
      body: { email: "outage@corp.example", password: "outage-password-1" },
    }),
  ];
  for (const res of during) {
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(res.json).toEqual({
      message: "The service is temporarily unavailable. Please try again in a moment.",
      code: "unavailable",
    });
    expect(res.headers.get("x-request-id")).toMatch(/^[\w-]{8,}$/);
  }
  const readiness = await callRoute(ready, "/api/health/ready");
  expect(readiness.status).toBe(503);
  expect(readiness.json).toMatchObject({ checks: { database: "unreachable" } });

  // One line per failed call, with its request id and route pattern, and no stack trace.
  const failed = lines.filter((l) => l.status === 503 && l.route !== "/api/health/ready");
  expect(failed.map((l) => [l.route, l.level])).toEqual([
    ["/api/authorise/[hrisId]", "error"],
    ["/api/authorise/[hrisId]", "error"],
    ["/api/auth/login", "error"],
  ]);
  expect(failed.map((l) => l.requestId)).toEqual(during.map((r) => r.headers.get("x-request-id")));
  expect(lines.length).toBe(4); // three calls and the readiness check: nothing else was logged
  expect(JSON.stringify(lines)).not.toMatch(/stack|outage-password-1/);

  proxy.restore();
  const after = await call();
  expect(after.status).toBe(200);
  expect((await callRoute(ready, "/api/health/ready")).status).toBe(200);
}, 60_000);

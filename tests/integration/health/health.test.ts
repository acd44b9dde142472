import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { NextRequest } from "next/server";
import { GET as live } from "@/app/api/health/live/route";
import { GET as ready } from "@/app/api/health/ready/route";
import { createPrismaClient, type DbHandle } from "@/lib/server/db/db-connect";
import { setDatabaseForTests } from "@/lib/server/db/client";
import { createScratchDatabase, type ScratchDatabase } from "@/lib/server/db/scratch-database";
import { startOutboxWorker, stopOutboxWorker } from "@/lib/server/mail/outbox-worker";
import { DB_CHECK_TIMEOUT_MS } from "@/lib/server/health/readiness";
import { callRoute } from "@/tests/helpers/http";

// Readiness reads the real migration history, so this file migrates its database with the release
// step's own runner (scripts/migrate.mjs) rather than the test helper's raw SQL.
const run = promisify(execFile);
let handle: DbHandle;
let scratch: ScratchDatabase | undefined;
let dir: string | undefined;

beforeAll(async () => {
  let url: string;
  if (process.env.TEST_DATABASE_URL) {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL, "yardstick_health");
    url = scratch.url;
  } else {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "yardstick-health-"));
    url = `pglite:${dir}`;
  }
  await run("node", ["scripts/migrate.mjs", "deploy"], { env: { ...process.env, DATABASE_URL: url } });
  handle = createPrismaClient(url);
  await handle.prisma.$queryRaw`SELECT 1`; // opening the embedded engine can outlast the check's timeout
  setDatabaseForTests(handle);
  startOutboxWorker();
}, 120_000);

afterAll(async () => {
  await stopOutboxWorker();
  setDatabaseForTests(undefined);
  await handle.close();
  await scratch?.drop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const getReady = () => callRoute(ready, "/api/health/ready");

describe("GET /api/health/live", () => {
  it("answers as Next calls a route without dynamic segments (no params promise), with an X-Request-Id", async () => {
    const res = await live(new NextRequest("http://localhost/api/health/live"), {} as never);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers 200 without a session or a database", async () => {
    const res = await callRoute(live, "/api/health/live");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: "ok" });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("GET /api/health/ready", () => {
  it("is 200 with every part named ok when the database, migrations and worker are fine", async () => {
    const res = await getReady();
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      status: "ready",
      checks: { database: "ok", migrations: "ok", emailWorker: "ok", instance: "ok" },
      failing: [],
      // reported, never a reason to fail (issue 33): no planner run yet in this database
      reminderPlanner: { lastRunAt: null, enqueued: null },
    });
  });

  it("is cheap: 30 calls in a row all answer, write nothing and leave no audit row", async () => {
    const before = await handle.prisma.auditEvent.count();
    const counters = await handle.prisma.rateLimitCounter.count();
    const answers = await Promise.all(Array.from({ length: 30 }, () => getReady()));
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
    expect(await handle.prisma.auditEvent.count()).toBe(before);
    expect(await handle.prisma.rateLimitCounter.count()).toBe(counters);
  });

  it("is 503 naming the migrations when one is pending", async () => {
    const [last] = await handle.prisma.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "_prisma_migrations" ORDER BY "migration_name" DESC LIMIT 1`;
    await handle.prisma
      .$executeRaw`UPDATE "_prisma_migrations" SET "finished_at" = NULL WHERE "id" = ${last!.id}`;
    try {
      const res = await getReady();
      expect(res.status).toBe(503);
      expect(res.json).toMatchObject({
        status: "unavailable",
        checks: { database: "ok", migrations: "1 pending" },
        failing: ["migrations"],
      });
    } finally {
      await handle.prisma
        .$executeRaw`UPDATE "_prisma_migrations" SET "finished_at" = now() WHERE "id" = ${last!.id}`;
    }
    expect((await getReady()).status).toBe(200);
  });

  it("is 503 naming the email worker when it is stopped", async () => {
    await stopOutboxWorker();
    try {
      const res = await getReady();
      expect(res.status).toBe(503);
      expect(res.json).toMatchObject({ checks: { emailWorker: "stopped" }, failing: ["emailWorker"] });
    } finally {
      startOutboxWorker();
    }
  });

  it("is 503 naming the database, within the check's timeout, when the database is unreachable", async () => {
    // Nothing listens on port 1: the connection is refused.
    const unreachable = createPrismaClient("postgres://nobody@127.0.0.1:1/yardstick");
    setDatabaseForTests(unreachable);
    try {
      const started = Date.now();
      const res = await getReady();
      expect(Date.now() - started).toBeLessThan(DB_CHECK_TIMEOUT_MS + 1000);
      expect(res.status).toBe(503);
      expect(res.json).toMatchObject({
        status: "unavailable",
        checks: { database: "unreachable", migrations: "unknown" },
        failing: ["database", "migrations"],
      });
      expect(res.text).not.toMatch(/127\.0\.0\.1|nobody|ECONNREFUSED/);
    } finally {
      setDatabaseForTests(handle);
      await unreachable.close();
    }
  });
});

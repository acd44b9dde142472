import "server-only";
import fs from "node:fs";
import path from "node:path";
import { db } from "@/lib/server/db/client";
import { outboxWorkerStatus } from "@/lib/server/mail/outbox-worker";
import { isShuttingDown } from "@/lib/server/shutdown-state";
import { lastPlannerRun } from "@/lib/server/reminders/reminder-status";

// GET /api/health/ready: may this instance take traffic? Three reads, no write: the database
// answers within DB_CHECK_TIMEOUT_MS, every migration in prisma/migrations is applied, and the
// email outbox worker showed a sign of life recently. Answers name the failing part only: no
// addresses, versions, counts of people or error texts.

export const DB_CHECK_TIMEOUT_MS = 2000;
/** The worker beats at least every IDLE_MS (5 s) and after each message; a minute means it is stuck. */
export const WORKER_STALE_MS = 60_000;

export type CheckName = "database" | "migrations" | "emailWorker" | "instance";
export type Readiness = {
  status: "ready" | "unavailable";
  checks: Record<CheckName, string>;
  failing: CheckName[];
  /** On 503, the API's usual error field: which parts fail, in words. */
  message?: string;
  /** The reminder planner's last run by any instance (issue 33): reported, never a reason to fail. */
  reminderPlanner?: { lastRunAt: string | null; enqueued: number | null };
};

async function reminderPlannerRun(): Promise<NonNullable<Readiness["reminderPlanner"]>> {
  const last = await withTimeout(lastPlannerRun(), DB_CHECK_TIMEOUT_MS).catch(() => null);
  return { lastRunAt: last?.startedAt.toISOString() ?? null, enqueued: last?.enqueued ?? null };
}

let expected: string[] | undefined;
/** The migrations this build ships (prisma/migrations is part of the artifact). */
function shippedMigrations(): string[] {
  if (expected) return expected;
  const dir = path.join(/* turbopackIgnore: true */ process.cwd(), "prisma/migrations");
  expected = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  return expected;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), ms);
  });
  promise.catch(() => {}); // a late failure after the timeout is not unhandled
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function checkDatabase(checks: Readiness["checks"]) {
  try {
    await withTimeout(db.$queryRaw`SELECT 1`, DB_CHECK_TIMEOUT_MS);
    checks.database = "ok";
  } catch {
    checks.database = "unreachable";
    checks.migrations = "unknown";
    return;
  }
  try {
    const applied = await withTimeout(
      db.$queryRaw<{ name: string }[]>`
        SELECT "migration_name" AS "name" FROM "_prisma_migrations"
        WHERE "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL`,
      DB_CHECK_TIMEOUT_MS,
    );
    const done = new Set(applied.map((r) => r.name));
    const pending = shippedMigrations().filter((name) => !done.has(name)).length;
    checks.migrations = pending ? `${pending} pending` : "ok";
  } catch {
    // No history table yet: nothing was migrated.
    checks.migrations = "pending";
  }
}

export async function checkReadiness(now = Date.now()): Promise<Readiness> {
  const checks: Readiness["checks"] = {
    database: "unknown",
    migrations: "unknown",
    emailWorker: "unknown",
    instance: isShuttingDown() ? "stopping" : "ok",
  };
  await checkDatabase(checks);
  const reminderPlanner =
    checks.database === "ok" ? await reminderPlannerRun() : { lastRunAt: null, enqueued: null };
  const worker = outboxWorkerStatus();
  checks.emailWorker =
    worker.state !== "running"
      ? worker.state
      : now - (worker.heartbeatAt ?? 0) > WORKER_STALE_MS
        ? "stalled"
        : "ok";
  const failing = (Object.keys(checks) as CheckName[]).filter((k) => checks[k] !== "ok");
  if (!failing.length) return { status: "ready", checks, failing, reminderPlanner };
  return {
    status: "unavailable",
    checks,
    failing,
    reminderPlanner,
    message: `This instance is not ready: ${failing.map((k) => `${k} ${checks[k]}`).join(", ")}.`,
  };
}

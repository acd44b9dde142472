import "server-only";
import { db } from "@/lib/server/db/client";

// Fixed-window counters in PostgreSQL, so every app instance sees the same numbers (feedback
// quotas). Sign-in attempts have their own throttle with growing delays: lib/server/auth/login-throttle.ts.

export type Window = { seconds: number };
type Sql = Pick<typeof db, "$queryRaw">;

function windowStart(seconds: number, now: number) {
  return new Date(Math.floor(now / (seconds * 1000)) * seconds * 1000);
}

/**
 * Adds `amount` to the counter for `key` in the current window if the total stays within `limit`,
 * in one statement (no read-then-write race between instances). False, and nothing added, when it
 * would not: a refused request does not use up the quota.
 */
export async function claimWithinLimit(
  sql: Sql,
  key: string,
  window: Window,
  amount: number,
  limit: number,
  now = Date.now(),
): Promise<boolean> {
  const start = windowStart(window.seconds, now);
  const rows = await sql.$queryRaw<{ count: number }[]>`
    INSERT INTO "RateLimitCounter" ("key", "windowStart", "count")
    SELECT ${key}, ${start}, ${amount}::int WHERE ${amount}::int <= ${limit}::int
    ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "RateLimitCounter"."count" + EXCLUDED."count"
      WHERE "RateLimitCounter"."count" + EXCLUDED."count" <= ${limit}::int
    RETURNING "count"`;
  return rows.length > 0;
}

/** How long a counter is kept after its window started: the longest window (an hour), and then some. */
export const COUNTER_RETENTION_HOURS = 24;
/** Rows one prune deletes at most, so a backlog is worked off in short statements. */
export const PRUNE_BATCH = 50_000;

/**
 * Deletes counters of windows that ended long ago (a sign-in flood or guest feedback writes one
 * row per key and window, and nothing read them again); called by the background work now and
 * then. Resolves to how many were deleted.
 */
export async function pruneRateLimitCounters(now = Date.now()): Promise<number> {
  const before = new Date(now - COUNTER_RETENTION_HOURS * 3600 * 1000);
  return db.$executeRaw`
    DELETE FROM "RateLimitCounter" WHERE ctid = ANY (ARRAY(
      SELECT ctid FROM "RateLimitCounter" WHERE "windowStart" < ${before} LIMIT ${PRUNE_BATCH}))`;
}

/** Seconds until the current window ends (for Retry-After). */
export function secondsLeftInWindow(window: Window, now = Date.now()) {
  const start = windowStart(window.seconds, now).getTime();
  return Math.ceil((start + window.seconds * 1000 - now) / 1000);
}

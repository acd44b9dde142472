import "server-only";
import { db } from "@/lib/server/db";

// Fixed-window counters in PostgreSQL, so every app instance sees the same numbers (guest feedback).
// Sign-in attempts have their own throttle with growing delays: lib/server/auth/login-throttle.ts.

export type Window = { seconds: number };

function windowStart(seconds: number, now: number) {
  return new Date(Math.floor(now / (seconds * 1000)) * seconds * 1000);
}

/** Adds one to the counter for `key` in the current window and returns the new count. */
export async function incrementCounter(key: string, window: Window, now = Date.now()): Promise<number> {
  const start = windowStart(window.seconds, now);
  const rows = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO "RateLimitCounter" ("key", "windowStart", "count") VALUES (${key}, ${start}, 1)
    ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "RateLimitCounter"."count" + 1
    RETURNING "count"`;
  return Number(rows[0]?.count ?? 1);
}

/** Seconds until the current window ends (for Retry-After). */
export function secondsLeftInWindow(window: Window, now = Date.now()) {
  const start = windowStart(window.seconds, now).getTime();
  return Math.ceil((start + window.seconds * 1000 - now) / 1000);
}

import { claimWithinLimit, PRUNE_BATCH, pruneRateLimitCounters } from "@/lib/server/rate-limit";
import { db } from "@/lib/server/db/client";
import { useTestDatabase } from "@/tests/helpers/test-db";

// A review finding: the rate-limit counters (a row per key and window: refused sign-ins, guest
// feedback) were never deleted, so a sign-in flood grew the table for ever. The background work
// now deletes the windows that ended a day ago, a batch at a time, and keeps the live ones.

const t = useTestDatabase();
const HOUR = 3600_000;

it("deletes counters of windows a day old, a batch at a time, and keeps the ones still in use", async () => {
  const now = Date.now();
  const old = now - 25 * HOUR;
  await t.prisma.$executeRaw`
    INSERT INTO "RateLimitCounter" ("key", "windowStart", "count")
    SELECT 'flood:' || i, ${new Date(old)}, 1 FROM generate_series(1, ${PRUNE_BATCH + 5}) AS i`;
  expect(await claimWithinLimit(db, "feedback:guest", { seconds: 3600 }, 10, 100, now)).toBe(true);
  expect(await claimWithinLimit(db, "sign-in:recent", { seconds: 60 }, 1, 1, now - 23 * HOUR)).toBe(true);

  expect(await pruneRateLimitCounters(now)).toBe(PRUNE_BATCH);
  expect(await pruneRateLimitCounters(now)).toBe(5);
  expect(await pruneRateLimitCounters(now)).toBe(0);
  const left = await t.prisma.rateLimitCounter.findMany({ orderBy: { key: "asc" } });
  expect(left.map((r) => r.key)).toEqual(["feedback:guest", "sign-in:recent"]);
  // The live window still counts what it had.
  expect(await claimWithinLimit(db, "feedback:guest", { seconds: 3600 }, 95, 100, now)).toBe(false);
});

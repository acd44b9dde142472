import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { db } from "@/lib/server/db/client";
import { getEnv } from "@/lib/server/env";
import { notFound, tooManyRequests, unauthorized } from "@/lib/server/errors";
import { claimWithinLimit, secondsLeftInWindow } from "@/lib/server/rate-limit";
import { deliverDueEmails } from "@/lib/server/mail/outbox-worker";
import { runReminderPlanner } from "@/lib/server/reminders/run-planner";

// POST /api/internal/tick (issue 33): a platform that sleeps between requests has its scheduler, or
// an uptime pinger, wake the app with `Authorization: Bearer <TICK_SECRET>`; the call runs the
// reminder planner and one round of the outbox. 404 when no TICK_SECRET is set (the route does not
// exist), 401 without the secret (compared in constant time), 429 past 6 calls a minute.

const TICK_WINDOW = { seconds: 60 };
const TICKS_PER_MINUTE = 6;
/** Messages one tick sends at most (the shared per-minute budget applies too). */
const TICK_SENDS = 50;

const digest = (s: string) => createHash("sha256").update(s).digest();

/** Whether the header carries the secret: both hashed first, so the compare's time tells nothing. */
export function bearerMatches(authorization: string | null, secret: string): boolean {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  return timingSafeEqual(digest(m?.[1] ?? ""), digest(secret)) && m !== null;
}

export async function runTick(authorization: string | null, now = new Date()) {
  const secret = getEnv().TICK_SECRET;
  if (!secret) throw notFound("Not found.");
  if (!bearerMatches(authorization, secret))
    throw unauthorized("Send the tick secret as Authorization: Bearer <TICK_SECRET>.");
  if (!(await claimWithinLimit(db, "tick", TICK_WINDOW, 1, TICKS_PER_MINUTE)))
    throw tooManyRequests("Too many ticks: call at most 6 times a minute.", secondsLeftInWindow(TICK_WINDOW));
  const run = await runReminderPlanner(now);
  const sent = await deliverDueEmails(TICK_SENDS);
  return { planner: run ? { ran: true, enqueued: run.enqueued } : { ran: false, enqueued: 0 }, sent };
}

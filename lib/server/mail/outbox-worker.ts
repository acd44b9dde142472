import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db/client";
import { getEnv } from "@/lib/server/env";
import { describeMailError, getMailTransport, isTransientMailError } from "@/lib/server/mail/mail-transport";
import { loadLoginEmail } from "@/lib/server/mail/load-login-email";
import { loadReminderEmail } from "@/lib/server/reminders/reminder-delivery";
import { loadNudgeEmail } from "@/lib/server/reminders/nudge-delivery";
import { loadEscalationEmail } from "@/lib/server/reminders/escalation-delivery";
import { ESCALATION_KIND } from "@/lib/server/reminders/plan-escalations";
import { loadReviewSharedEmail, REVIEW_SHARED_EMAIL } from "@/lib/server/review-share/review-shared-email";
import { jobLog } from "@/lib/server/log";

// Drains EmailOutbox. Rows are claimed with FOR UPDATE SKIP LOCKED, so instances never take the
// same row; the send rate is a token budget in PostgreSQL (RateLimitCounter), shared by all instances.
// A message is sent at most once: a row left "Sending" by a crashed instance is marked Failed rather
// than sent again (HR can re-queue it), and transient failures go back to Pending with backoff.

const TICK_MS = 1000;
/** Poll interval while nothing is due (a bulk send wakes the worker at once anyway). */
const IDLE_MS = 5000;
const LEASE_SECONDS = 10 * 60;
export const MAX_ATTEMPTS = 5;
const BACKOFF_BASE_SECONDS = 30;
const BUDGET_KEY = "mail:outbox";

type Claimed = {
  id: number;
  /** null only for HR's escalation digest */
  employeeId: number | null;
  dedupeKey: string;
  attempts: number;
  kind: string;
  payload: unknown;
};

export function backoffSeconds(attempts: number) {
  return Math.min(30 * 60, BACKOFF_BASE_SECONDS * 2 ** Math.max(0, attempts - 1));
}

/** Takes up to `want` send tokens from this minute's shared budget; returns how many were granted. */
async function takeTokens(want: number, perMinute: number): Promise<number> {
  const windowStart = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  await db.$executeRaw`INSERT INTO "RateLimitCounter" ("key", "windowStart", "count") VALUES (${BUDGET_KEY}, ${windowStart}, 0) ON CONFLICT DO NOTHING`;
  const rows = await db.$queryRaw<{ granted: number }[]>`
    WITH cur AS (SELECT "count" FROM "RateLimitCounter" WHERE "key" = ${BUDGET_KEY} AND "windowStart" = ${windowStart} FOR UPDATE)
    UPDATE "RateLimitCounter" r SET "count" = LEAST(cur."count" + ${want}, ${perMinute})
    FROM cur WHERE r."key" = ${BUDGET_KEY} AND r."windowStart" = ${windowStart}
    RETURNING (r."count" - cur."count")::int AS "granted"`;
  return Number(rows[0]?.granted ?? 0);
}

async function returnTokens(n: number) {
  if (n <= 0) return;
  const windowStart = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  await db.$executeRaw`UPDATE "RateLimitCounter" SET "count" = GREATEST(0, "count" - ${n}) WHERE "key" = ${BUDGET_KEY} AND "windowStart" = ${windowStart}`;
}

async function claim(limit: number): Promise<Claimed[]> {
  return db.$queryRaw<Claimed[]>`
    UPDATE "EmailOutbox" SET "status" = 'Sending', "attempts" = "attempts" + 1,
      "nextAttemptAt" = now() + make_interval(secs => ${LEASE_SECONDS})
    WHERE "id" IN (
      SELECT "id" FROM "EmailOutbox" WHERE "status" = 'Pending' AND "nextAttemptAt" <= now()
      ORDER BY "id" LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING "id", "employeeId", "dedupeKey", "attempts", "kind", "payload"`;
}

async function settle(
  id: number,
  data: {
    status: "Sent" | "Pending" | "Failed" | "Skipped";
    lastError?: string | null;
    nextAttemptAt?: Date;
    sentAt?: Date;
  },
) {
  await db.emailOutbox.updateMany({ where: { id, status: "Sending" }, data });
}

/** A message's log line: the outbox row and employee ids, never the address, body or password. */
function logOutcome(row: Claimed, step: "sent" | "failed" | "retry" | "skipped", reason?: string) {
  const fields = { step, outboxId: row.id, employeeId: row.employeeId, attempt: row.attempts, reason };
  const what = `${row.kind} email`;
  if (step === "sent" || step === "skipped") jobLog("outbox").info(fields, `${what} ${step}`);
  else jobLog("outbox").warn(fields, step === "retry" ? `${what} failed; will retry` : `${what} failed`);
}

type Prepared =
  | { ok: true; message: Parameters<NonNullable<ReturnType<typeof getMailTransport>>["sendMail"]>[0] }
  | { ok: false; status: "Failed" | "Skipped"; reason: string };

/** The message of a login row: refused when the password changed after it was queued. */
async function prepareLogin(row: Claimed & { employeeId: number }): Promise<Prepared> {
  const loaded = await loadLoginEmail({ id: row.employeeId });
  if (!loaded.ok) return { ok: false, status: "Failed", reason: `Skipped: ${loaded.reason}` };
  if (!row.dedupeKey.endsWith(`:${loaded.version}`))
    return {
      ok: false,
      status: "Failed",
      reason: "Skipped: the password changed after this email was queued.",
    };
  return { ok: true, message: loaded.message };
}

/** A reminder, an escalation, a nudge or a shared review's notice is rendered now, from the state now. */
async function prepare(row: Claimed): Promise<Prepared> {
  if (row.kind === ESCALATION_KIND) return loadEscalationEmail(row);
  const { employeeId } = row;
  if (employeeId === null)
    return { ok: false, status: "Failed", reason: "Skipped: the email has no recipient." };
  const withEmployee = { ...row, employeeId };
  if (row.kind === "reminder") return loadReminderEmail(withEmployee);
  if (row.kind === "nudge") return loadNudgeEmail(withEmployee);
  if (row.kind === REVIEW_SHARED_EMAIL) return loadReviewSharedEmail(withEmployee);
  return prepareLogin(withEmployee);
}

async function deliver(row: Claimed) {
  const transport = getMailTransport();
  const prepared = await prepare(row);
  if (!prepared.ok) {
    logOutcome(row, prepared.status === "Skipped" ? "skipped" : "failed", prepared.reason);
    return settle(row.id, { status: prepared.status, lastError: prepared.reason });
  }
  try {
    if (!transport) throw Object.assign(new Error("not configured"), { code: "ECONNECTION" });
    await transport.sendMail(prepared.message);
    await settle(row.id, { status: "Sent", sentAt: new Date(), lastError: null });
    logOutcome(row, "sent");
  } catch (error) {
    const lastError = describeMailError(error);
    if (isTransientMailError(error) && row.attempts < MAX_ATTEMPTS) {
      await settle(row.id, {
        status: "Pending",
        lastError,
        nextAttemptAt: new Date(Date.now() + backoffSeconds(row.attempts) * 1000),
      });
      logOutcome(row, "retry", lastError);
    } else {
      await settle(row.id, { status: "Failed", lastError });
      logOutcome(row, "failed", lastError);
    }
  }
}

/** Hands claimed rows that were not sent back to the queue at once (another instance takes them). */
async function release(rows: Claimed[]) {
  if (!rows.length) return;
  const ids = rows.map((r) => r.id);
  await db.$executeRaw`
    UPDATE "EmailOutbox" SET "status" = 'Pending', "attempts" = GREATEST(0, "attempts" - 1), "nextAttemptAt" = now()
    WHERE "id" IN (${Prisma.join(ids)}) AND "status" = 'Sending'`;
  await returnTokens(rows.length);
  jobLog("outbox").info(
    { step: "released", count: ids.length, outboxIds: ids },
    "login emails released for another instance",
  );
}

/**
 * One round: fail abandoned sends, then send what the rate budget allows (at most `max`). When
 * `shouldStop` turns true (shutdown), the round stops between two messages: each claimed message is
 * either sent and marked, or released for another instance.
 */
export async function deliverDueEmails(
  max: number,
  shouldStop: () => boolean = () => false,
): Promise<number> {
  if (!getMailTransport()) return 0;
  const abandoned = await db.$executeRaw`
    UPDATE "EmailOutbox" SET "status" = 'Failed',
      "lastError" = 'Interrupted while sending; not retried automatically so that nobody gets it twice.'
    WHERE "status" = 'Sending' AND "nextAttemptAt" < now()`;
  if (abandoned)
    jobLog("outbox").warn({ step: "abandoned", count: abandoned }, "interrupted login emails marked failed");
  // How many to claim is at most `max`: counting every due row (50,000 after a Send All) each
  // second would only be cut down to it.
  const due = await db.emailOutbox.count({
    where: { status: "Pending", nextAttemptAt: { lte: new Date() } },
    take: max,
  });
  if (!due) return 0;
  const granted = await takeTokens(Math.min(max, due), getEnv().MAIL_RATE_PER_MINUTE);
  const rows = granted ? await claim(granted) : [];
  await returnTokens(granted - rows.length);
  if (rows.length)
    jobLog("outbox").info(
      { step: "claimed", count: rows.length, outboxIds: rows.map((r) => r.id), due },
      "login emails claimed",
    );
  for (const [i, row] of rows.entries()) {
    if (shouldStop()) {
      await release(rows.slice(i));
      return i;
    }
    await deliver(row);
    beat();
  }
  return rows.length;
}

type WorkerState = {
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
  stopped: boolean;
  /** Date.now() of the worker's last sign of life (start, each round, each message): readiness reads it. */
  heartbeatAt: number;
};
const g = globalThis as unknown as { __yardstickOutbox?: WorkerState };

function beat() {
  if (g.__yardstickOutbox) g.__yardstickOutbox.heartbeatAt = Date.now();
}

async function tick() {
  const state = g.__yardstickOutbox;
  if (!state || state.running || state.stopped) return;
  let sent = 0;
  const round = (async () => {
    try {
      // Spread the per-minute rate over the ticks instead of sending a minute's worth at once.
      const perTick = Math.max(1, Math.ceil(getEnv().MAIL_RATE_PER_MINUTE / 60));
      sent = await deliverDueEmails(perTick, () => state.stopped);
    } catch (error) {
      jobLog("outbox").error(
        { step: "round-failed", error: error instanceof Error ? error.message : String(error) },
        "outbox round failed",
      );
    }
  })();
  state.running = round;
  try {
    await round;
  } finally {
    state.running = undefined;
    beat();
    schedule(sent ? TICK_MS : IDLE_MS);
  }
}

function schedule(ms: number) {
  const state = g.__yardstickOutbox;
  if (!state || state.stopped) return;
  clearTimeout(state.timer);
  state.timer = setTimeout(() => void tick(), ms);
  state.timer.unref();
}

export function startOutboxWorker() {
  if (g.__yardstickOutbox && !g.__yardstickOutbox.stopped) return;
  g.__yardstickOutbox = { stopped: false, heartbeatAt: Date.now() };
  schedule(TICK_MS);
}

/** For readiness: whether the worker runs here and when it last showed a sign of life. */
export function outboxWorkerStatus(): {
  state: "running" | "stopped" | "not started";
  heartbeatAt: number | null;
} {
  const state = g.__yardstickOutbox;
  if (!state) return { state: "not started", heartbeatAt: null };
  return { state: state.stopped ? "stopped" : "running", heartbeatAt: state.heartbeatAt };
}

/** Sends queued mail now rather than at the next tick (after a bulk send is queued). */
export function wakeOutboxWorker() {
  const state = g.__yardstickOutbox;
  if (state && !state.stopped && !state.running) schedule(0);
}

/**
 * Stops the worker at a safe point (shutdown): no new round starts, and the round in flight ends
 * after the message being sent, releasing the rest of its claim. Resolves when that round is over.
 */
export async function stopOutboxWorker(): Promise<void> {
  const state = g.__yardstickOutbox;
  if (!state) return;
  state.stopped = true;
  clearTimeout(state.timer);
  await state.running;
}

import "server-only";
import { db } from "@/lib/server/db/client";
import { jobLog } from "@/lib/server/log";
import { wakeOutboxWorker } from "@/lib/server/mail/outbox-worker";
import { runReminderPlanner } from "@/lib/server/reminders/run-planner";

// The reminder planner in the server's background work (issue 33): shortly after start and every
// 60 s. A process a platform froze runs no timers, so any API request also starts a run when the
// last one (by any instance) is over 5 minutes old, without waiting for it. Each run takes the
// planner's advisory lock or skips; two instances never enqueue twice (the outbox's unique key).

const EVERY_MS = 60_000;
const FIRST_MS = 5_000;
export const STALE_RUN_MS = 5 * 60_000;
/** A request looks at the last run at most this often (one small read). */
const REQUEST_CHECK_MS = 60_000;

type LoopState = { timer?: NodeJS.Timeout; running?: Promise<void>; stopped: boolean; checkedAt: number };
const g = globalThis as unknown as { __yardstickReminders?: LoopState };

/** One run now, unless one is under way in this process; never throws. */
export function runPlannerInBackground(): Promise<void> {
  const state = g.__yardstickReminders;
  if (!state || state.stopped) return Promise.resolve();
  if (state.running) return state.running;
  state.running = runReminderPlanner()
    .then((run) => {
      if (run?.enqueued) {
        jobLog("reminders").info({ step: "planned", ...run }, "reminder digests queued");
        wakeOutboxWorker();
      }
    })
    .catch((error) =>
      jobLog("reminders").error(
        { step: "plan-failed", error: error instanceof Error ? error.message : String(error) },
        "the reminder planner failed",
      ),
    )
    .finally(() => {
      state.running = undefined;
    });
  return state.running;
}

export function startReminderPlanner() {
  if (g.__yardstickReminders && !g.__yardstickReminders.stopped) return;
  const state: LoopState = { stopped: false, checkedAt: Date.now() };
  g.__yardstickReminders = state;
  setTimeout(() => void runPlannerInBackground(), FIRST_MS).unref();
  state.timer = setInterval(() => void runPlannerInBackground(), EVERY_MS);
  state.timer.unref();
}

export async function stopReminderPlanner() {
  const state = g.__yardstickReminders;
  if (!state) return;
  state.stopped = true;
  clearInterval(state.timer);
  await state.running;
}

/**
 * Called by every API request: when this process plans (its background work runs) and the last
 * run anywhere is over 5 minutes old, starts one. Returns at once; the request does not wait.
 */
export function nudgeReminderPlanner(now = Date.now()) {
  const state = g.__yardstickReminders;
  if (!state || state.stopped || state.running || now - state.checkedAt < REQUEST_CHECK_MS) return;
  state.checkedAt = now;
  void db.reminderPlannerRun
    .findFirst({ orderBy: { startedAt: "desc" }, select: { startedAt: true } })
    .then((last) => {
      if (!last || now - last.startedAt.getTime() > STALE_RUN_MS) return runPlannerInBackground();
    })
    .catch(() => {}); // the request's own reads report a database outage
}

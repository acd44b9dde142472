import "server-only";
import { jobLog } from "@/lib/server/log";
import { pruneRateLimitCounters } from "@/lib/server/rate-limit";
import { pruneLoginThrottle } from "@/lib/server/auth/login-throttle";
import { resumeInterruptedJobs, STALE_JOB_SECONDS } from "@/lib/server/passwords/start-password-job";
import { startOutboxWorker, stopOutboxWorker } from "@/lib/server/mail/outbox-worker";
import { stopPasswordJobs } from "@/lib/server/passwords/run-password-job";
import { startReminderPlanner, stopReminderPlanner } from "@/lib/server/reminders/planner-loop";

// Started once per server process by instrumentation.ts: the email outbox worker, the reminder
// planner (lib/server/reminders/planner-loop.ts), and a watch that resumes a bulk password job
// left behind by a restart or by a dead instance and deletes expired
// rate-limit counters. Stopped on SIGTERM (lib/server/shutdown.ts) at a safe point.

const g = globalThis as unknown as { __yardstickBackground?: NodeJS.Timeout };

export function startBackgroundWork() {
  if (process.env.NEXT_PHASE === "phase-production-build" || g.__yardstickBackground) return;
  const resume = () =>
    Promise.all([
      resumeInterruptedJobs().catch((error) =>
        jobLog("passwords").error(
          { step: "resume-check-failed", error: error instanceof Error ? error.message : String(error) },
          "could not check for interrupted password jobs",
        ),
      ),
      // Expired counters, in one place: the rate limits' windows and the sign-in throttle's.
      Promise.all([pruneRateLimitCounters(), pruneLoginThrottle()]).catch((error) =>
        jobLog("rate-limits").error(
          { step: "prune-failed", error: error instanceof Error ? error.message : String(error) },
          "could not delete expired rate-limit counters",
        ),
      ),
    ]);
  // First look shortly after start (the database is opened lazily), then regularly.
  setTimeout(() => void resume(), 3000).unref();
  g.__yardstickBackground = setInterval(() => void resume(), (STALE_JOB_SECONDS / 3) * 1000);
  g.__yardstickBackground.unref();
  startOutboxWorker();
  startReminderPlanner();
}

/** Stops the outbox worker, the reminder planner and the password jobs at a safe point; resolves when all have. */
export async function stopBackgroundWork() {
  clearInterval(g.__yardstickBackground);
  await Promise.all([stopOutboxWorker(), stopReminderPlanner(), stopPasswordJobs()]);
}

import "server-only";
import { resumeInterruptedJobs, STALE_JOB_SECONDS } from "@/lib/server/passwords/start-password-job";
import { startOutboxWorker } from "@/lib/server/mail/outbox-worker";

// Started once per server process by instrumentation.ts: the email outbox worker, and a watch that
// resumes a bulk password job left behind by a restart or by a dead instance.

const g = globalThis as unknown as { __yardstickBackground?: NodeJS.Timeout };

export function startBackgroundWork() {
  if (process.env.NEXT_PHASE === "phase-production-build" || g.__yardstickBackground) return;
  const resume = () =>
    resumeInterruptedJobs().catch((error) =>
      console.error(
        "[passwords] could not check for interrupted jobs:",
        error instanceof Error ? error.message : error,
      ),
    );
  // First look shortly after start (the database is opened lazily), then regularly.
  setTimeout(() => void resume(), 3000).unref();
  g.__yardstickBackground = setInterval(() => void resume(), (STALE_JOB_SECONDS / 3) * 1000);
  g.__yardstickBackground.unref();
  startOutboxWorker();
}

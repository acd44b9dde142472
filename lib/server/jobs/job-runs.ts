import "server-only";

// The jobs of the job table (PasswordJob: the bulk password jobs and the review-cycle launches) that
// this process runs, and the one stop signal shutdown aborts. A job runs at most once per process
// (the lease in the table keeps it to one instance); every runner checks the signal between batches.

export type JobRunOptions = {
  batchSize?: number;
  /** Tests: stop (as if the process died) after this many batches. */ stopAfterBatches?: number;
};

const g = globalThis as unknown as {
  __yardstickPasswordRuns?: Map<number, Promise<void>>;
  __yardstickPasswordJobsStop?: AbortController;
};
const runs = () => (g.__yardstickPasswordRuns ??= new Map());
/** Aborted by stopJobs(): the running jobs stop at their next safe point and release their lease. */
export const jobStopSignal = () => (g.__yardstickPasswordJobsStop ??= new AbortController()).signal;
export const jobsStopping = () => jobStopSignal().aborted;

/** Runs `run` in the background unless this process already runs job `jobId`; returns its promise. */
export function runJobOnce(
  jobId: number,
  run: () => Promise<void>,
  onError: (error: unknown) => Promise<void>,
): Promise<void> {
  const existing = runs().get(jobId);
  if (existing) return existing;
  const running = run()
    .catch(onError)
    .finally(() => runs().delete(jobId));
  runs().set(jobId, running);
  return running;
}

/** Waits for every job this process is running (tests, scripts). */
export async function awaitJobs() {
  while (runs().size) await Promise.allSettled([...runs().values()]);
}

/** Shutdown: every running job stops at a safe point; no job starts here afterwards. */
export async function stopJobs() {
  if (!jobsStopping()) g.__yardstickPasswordJobsStop!.abort(new Error("shutting down"));
  await awaitJobs();
}

/** Tests: let this process run jobs again after stopJobs(). */
export function allowJobs() {
  g.__yardstickPasswordJobsStop = new AbortController();
}

/**
 * Every on-demand import (`next/dynamic`, docs/decisions/0060 and 0062) goes through `loadOnDemand`:
 * it retries after pauses (waiting to be back online), shares one promise between the prefetch and
 * the load, and forgets a load that failed, so a later call requests the chunk again (0066).
 */

export type LoadOnDemandOptions = {
  /** The pause before each new try; their count is the number of retries. */
  retryDelaysMs?: readonly number[];
  /**
   * How long a retry waits for the browser to come back online when it is offline; still offline
   * after that, the load gives up. `Infinity` for pieces nobody is waiting for (the toaster).
   */
  offlineWaitMs?: number;
};

/** Pieces nobody asked for (the toaster, the session warning): they wait for the network. */
export const IN_THE_BACKGROUND: LoadOnDemandOptions = {
  retryDelaysMs: [1000, 4000, 15000],
  offlineWaitMs: Infinity,
};

/** A retrying, shared `import()`: `importModule` is called again only after a load gave up. */
export function loadOnDemand<T>(
  importModule: () => Promise<T>,
  { retryDelaysMs = [300, 1500], offlineWaitMs = 3000 }: LoadOnDemandOptions = {},
): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    if (pending) return pending;
    const attempt = importWithRetries(importModule, retryDelaysMs, offlineWaitMs);
    pending = attempt;
    // Also marks it handled: a failed prefetch (`void load()`) is no unhandled rejection.
    attempt.catch(() => {
      if (pending === attempt) pending = null;
    });
    return attempt;
  };
}

async function importWithRetries<T>(
  importModule: () => Promise<T>,
  retryDelaysMs: readonly number[],
  offlineWaitMs: number,
): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await importModule();
    } catch (error) {
      if (retry >= retryDelaysMs.length) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelaysMs[retry]));
      if (!(await waitUntilOnline(offlineWaitMs))) throw error;
    }
  }
}

/** Resolves true at once when the browser is online, else on its `online` event, or false after `timeoutMs`. */
export function waitUntilOnline(timeoutMs: number): Promise<boolean> {
  if (typeof navigator === "undefined" || navigator.onLine !== false) return Promise.resolve(true);
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (online: boolean) => {
      window.removeEventListener("online", onOnline);
      clearTimeout(timer);
      resolve(online);
    };
    const onOnline = () => settle(true);
    window.addEventListener("online", onOnline);
    if (Number.isFinite(timeoutMs)) timer = setTimeout(() => settle(false), timeoutMs);
  });
}

import "server-only";

// A bulk job's garbage (an export's rows and XML) is short-lived but, read in batches, outlives a
// young-generation collection or two and reaches old space, which V8 leaves to grow to three or
// four times its live size before collecting it. When the process runs with --expose-gc (the
// production start commands pass it: scripts/serve.mjs via package.json, the Dockerfile, the
// Procfile), the job asks for a full collection every so often, run as a task of its own
// (`execution: "async"`), so the heap stays near what the job holds. Without the flag it does nothing.

type Gc = (options: { type: "major"; execution: "async" }) => Promise<void>;

/** Rows between two collection requests: about 5 MB of sheet XML and 10,000 row objects. */
export const ROWS_PER_COLLECTION = 10_000;

/** Asks V8 for a full collection when the process allows it; true when it was asked. */
export function requestCollection(): boolean {
  const gc = (globalThis as { gc?: Gc }).gc;
  if (typeof gc !== "function") return false;
  void gc({ type: "major", execution: "async" });
  return true;
}

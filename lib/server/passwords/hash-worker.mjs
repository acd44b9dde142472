// Script-only: a worker thread entry (plain Node), so no "server-only" import; it only hashes.
// Worker thread for lib/server/passwords/hash-pool.ts: bcrypt is CPU-bound, and bcryptjs's async API
// still runs on the calling thread, so hashing on every core needs one worker per core.
// Plain .mjs (not TypeScript) so the same file loads under `next dev`/`next start`, jest and tsx.
import { parentPort } from "node:worker_threads";
import bcrypt from "bcryptjs";

parentPort.on("message", (task) => {
  try {
    parentPort.postMessage({ id: task.id, hash: bcrypt.hashSync(task.password, task.cost) });
  } catch (error) {
    parentPort.postMessage({ id: task.id, error: error instanceof Error ? error.message : String(error) });
  }
});

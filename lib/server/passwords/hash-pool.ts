import "server-only";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import bcrypt from "bcryptjs";
import { BCRYPT_COST } from "@/lib/server/auth/passwords";
import { jobLog } from "@/lib/server/log";

// bcrypt on every core: one worker thread per core, a FIFO queue, one hash per message (a cost-10
// hash takes ~80 ms, so messaging costs nothing). Workers hold the event loop only while busy and
// stop after a quiet spell. The worker is a plain .mjs file found from the project root, which works
// under `next dev`/`next start`, jest and tsx alike (bundlers never see it).
const WORKER_FILE = path.join(
  /* turbopackIgnore: true */ process.cwd(),
  "lib/server/passwords/hash-worker.mjs",
);
const IDLE_SHUTDOWN_MS = 15_000;

type Task = {
  id: number;
  password: string;
  cost: number;
  resolve: (hash: string) => void;
  reject: (e: Error) => void;
  signal?: AbortSignal;
};
type Slot = { worker: Worker; task: Task | null; hasWorked: boolean };
type Reply = { id: number; hash?: string; error?: string };

class HashPool {
  private slots: Slot[] = [];
  private queue: Task[] = [];
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | undefined;
  /** Set when worker threads cannot start here: hash on this thread instead of failing. */
  private inline = false;

  constructor(readonly size: number) {}

  hash(password: string, cost: number, signal?: AbortSignal): Promise<string> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.inline) return bcrypt.hash(password, cost);
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, password, cost, resolve, reject, signal });
      this.pump();
    });
  }

  /** Drops the queued tasks of `signal` (they reject with its reason); those on a thread finish. */
  dropQueued(signal: AbortSignal) {
    const dropped = this.queue.filter((task) => task.signal === signal);
    this.queue = this.queue.filter((task) => task.signal !== signal);
    for (const task of dropped) task.reject(signal.reason);
    this.pump();
  }

  async shutdown() {
    clearTimeout(this.idleTimer);
    const slots = this.slots;
    this.slots = [];
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  private pump() {
    clearTimeout(this.idleTimer);
    while (this.slots.length < this.size && this.slots.length < this.queue.length + this.busyCount())
      this.spawn();
    for (const slot of this.slots) {
      if (slot.task || !this.queue.length) continue;
      const task = this.queue.shift()!;
      slot.task = task;
      slot.worker.ref();
      slot.worker.postMessage({ id: task.id, password: task.password, cost: task.cost });
    }
    if (!this.queue.length && this.busyCount() === 0) {
      this.idleTimer = setTimeout(() => void this.shutdown(), IDLE_SHUTDOWN_MS);
      this.idleTimer.unref();
    }
  }

  private busyCount() {
    return this.slots.filter((s) => s.task).length;
  }

  private spawn() {
    const slot: Slot = { worker: new Worker(WORKER_FILE), task: null, hasWorked: false };
    slot.worker.unref();
    slot.worker.on("message", (reply: Reply) => {
      const task = slot.task;
      slot.task = null;
      slot.hasWorked = true;
      slot.worker.unref();
      if (task && reply.id === task.id) {
        if (reply.hash) task.resolve(reply.hash);
        else task.reject(new Error(reply.error ?? "hashing failed"));
      }
      this.pump();
    });
    slot.worker.on("error", (error) => this.onWorkerLost(slot, error));
    slot.worker.on("exit", (code) => {
      if (this.slots.includes(slot))
        this.onWorkerLost(slot, new Error(`hash worker exited with code ${code}`));
    });
    this.slots.push(slot);
  }

  private onWorkerLost(slot: Slot, error: Error) {
    this.slots = this.slots.filter((s) => s !== slot);
    if (slot.task) this.queue.unshift(slot.task); // retried, not lost
    slot.task = null;
    if (!slot.hasWorked && !this.inline) {
      // The worker never ran (missing file, restricted runtime): fall back to this thread.
      jobLog("passwords").warn(
        { error: error.message },
        "hash workers unavailable; hashing on the main thread",
      );
      this.inline = true;
      for (const task of this.queue.splice(0))
        bcrypt.hash(task.password, task.cost).then(task.resolve, task.reject);
      return;
    }
    this.pump();
  }
}

const g = globalThis as unknown as { __yardstickHashPool?: HashPool };

/** Worker threads to use: every core the process may use. */
export function hashThreadCount() {
  return Math.max(1, os.availableParallelism());
}

function pool() {
  return (g.__yardstickHashPool ??= new HashPool(hashThreadCount()));
}

/** bcrypt hashes (cost 10), computed on every core; resolves in input order. */
export function hashPasswords(passwords: string[], cost = BCRYPT_COST): Promise<string[]> {
  return Promise.all(hashEach(passwords, cost));
}

/** One promise per password; aborting `signal` drops those still queued (they reject with its reason). */
export function hashEach(passwords: string[], cost = BCRYPT_COST, signal?: AbortSignal): Promise<string>[] {
  const current = pool();
  const hashes = passwords.map((p) => current.hash(p, cost, signal));
  if (signal && !signal.aborted) {
    const drop = () => current.dropQueued(signal);
    signal.addEventListener("abort", drop, { once: true });
    void Promise.allSettled(hashes).then(() => signal.removeEventListener("abort", drop));
  }
  return hashes;
}

export async function hashPasswordInPool(password: string, cost = BCRYPT_COST): Promise<string> {
  return pool().hash(password, cost);
}

/** Stops the workers now (tests, scripts); the next hash starts new ones. */
export async function shutdownHashPool() {
  const current = g.__yardstickHashPool;
  g.__yardstickHashPool = undefined;
  await current?.shutdown();
}

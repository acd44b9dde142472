import "server-only";
import os from "node:os";
import { randomBytes } from "node:crypto";

// Names this process in PasswordJob.lockedBy, so a job is worked on by one instance at a time and
// another instance can tell a live owner (fresh heartbeat) from a dead one.
const g = globalThis as unknown as { __yardstickInstanceId?: string };

export function instanceId(): string {
  return (g.__yardstickInstanceId ??=
    `${os.hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`.slice(0, 100));
}

/**
 * True when `owner` names a process on this machine that is gone (a restart): its job can be taken
 * over at once instead of after the heartbeat goes stale. Another machine's owner is never judged here.
 */
export function isDeadLocalOwner(owner: string): boolean {
  const [host, pidText] = owner.split(":");
  if (host !== os.hostname() || owner === instanceId()) return false;
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return true; // same pid, other instance: we replaced it
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

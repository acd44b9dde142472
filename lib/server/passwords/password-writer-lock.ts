import "server-only";
import type { Tx } from "@/lib/server/db/client";
import { conflict } from "@/lib/server/errors";

export const JOB_RUNNING = "A password job is already running. Please wait for it to finish.";

/**
 * One password writer at a time, across instances: starting a bulk job (Generate, Regenerate All),
 * queueing Send All and one employee's Regenerate each take this first and only then read whether a
 * job runs, so no job can start between that answer and their commit. Held to the transaction's
 * end; a waiter gives up at the connection's lock timeout (503, try again).
 */
export const lockPasswordWriters = (tx: Tx) =>
  tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('password-writers'))`;

/** Send All and one Regenerate: 409 while a bulk job is rewriting the passwords. */
export async function lockWritersWhileNoJobRuns(tx: Tx) {
  await lockPasswordWriters(tx);
  const running = await tx.passwordJob.findFirst({
    where: { status: { in: ["Pending", "Running"] }, cycleId: null }, // a cycle launch writes no password
    select: { id: true },
  });
  if (running) throw conflict(JOB_RUNNING);
}

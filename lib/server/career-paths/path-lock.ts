import "server-only";
import type { Tx } from "@/lib/server/db/client";

/**
 * One writer per custom path at a time (ADR 0029): adding a step, splitting the path (deleting a
 * middle step), replacing or deleting it whole, and HR's verification each read what the path is
 * and change it, so each holds this until its transaction ends.
 */
export const lockPath = (tx: Tx, sessionId: string) =>
  tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`custom-path:${sessionId}`}))`;

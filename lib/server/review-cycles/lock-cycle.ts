import "server-only";
import type { ReviewCycleStatus } from "@/generated/prisma/client";
import type { Tx } from "@/lib/server/db/client";
import { AppError, notFound } from "@/lib/server/errors";

// HR's changes of a cycle lock its row FOR UPDATE: they wait for the saves in flight (FOR SHARE,
// cycle-write-gate.ts) and the saves after them see the change (docs/decisions/0076).

export type LockedCycleRow = { id: number; name: string; status: ReviewCycleStatus; timeZone: string };

export async function lockCycleForChange(tx: Tx, id: number): Promise<LockedCycleRow> {
  const [row] = await tx.$queryRaw<LockedCycleRow[]>`
    SELECT id, name, status, "timeZone" FROM "ReviewCycle" WHERE id = ${id} FOR UPDATE`;
  if (!row) throw notFound("Review cycle not found.");
  return row;
}

/** 409 unless the cycle is in one of `allowed` statuses. */
export function requireStatus(cycle: LockedCycleRow, allowed: ReviewCycleStatus[], doing: string) {
  if (allowed.includes(cycle.status)) return;
  const closed = cycle.status === "Closed" || cycle.status === "Archived";
  throw new AppError(
    409,
    `The review cycle ${cycle.name} is ${cycle.status.toLowerCase()}: it cannot be ${doing}.`,
    undefined,
    undefined,
    closed ? "cycle_closed" : "conflict",
  );
}

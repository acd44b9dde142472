import "server-only";
import type { Tx } from "@/lib/server/db/client";
import { AppError, notFound } from "@/lib/server/errors";

// The cycle row, locked for the changes HR makes to it (rules, excusals, launch, participants,
// extensions): two HR users, or two instances, acting on one cycle take turns.

export type LockedCycle = {
  id: number;
  name: string;
  status: "Draft" | "Active" | "Closed" | "Archived";
  eligibility: unknown;
  lateJoinerDays: number;
};

export const CYCLE_NOT_FOUND = "This review cycle does not exist.";

export async function lockCycle(tx: Tx, cycleId: number): Promise<LockedCycle> {
  const [cycle] = await tx.$queryRaw<LockedCycle[]>`
    SELECT "id", "name", "status"::text AS "status", "eligibility", "lateJoinerDays"
    FROM "ReviewCycle" WHERE "id" = ${cycleId} FOR UPDATE`;
  if (!cycle) throw notFound(CYCLE_NOT_FOUND);
  return cycle;
}

/** Rules and excusals change only before launch. */
export function assertDraft(cycle: LockedCycle) {
  if (cycle.status !== "Draft")
    throw new AppError(
      409,
      `The review cycle “${cycle.name}” has already been launched: its eligibility can no longer change.`,
      undefined,
      undefined,
      "already_launched",
    );
}

/** Participants and deadlines change only while the cycle runs. */
export function assertActive(cycle: LockedCycle) {
  if (cycle.status === "Active") return;
  if (cycle.status === "Draft")
    throw new AppError(409, `The review cycle “${cycle.name}” has not been launched yet.`);
  throw new AppError(
    409,
    `The review cycle “${cycle.name}” is closed: its participants and deadlines can no longer change.`,
    undefined,
    undefined,
    "cycle_closed",
  );
}

import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { insertRows, type Columns } from "@/lib/server/db/bulk-insert";
import type { Random } from "@/lib/server/demo/random";
import type { TitleCompetencies } from "@/lib/server/demo/score-assessments";

// What a kind that makes up progress declares to be in the demo data (seed-assessments.ts): how
// one assessment at a stage is drawn from the seed, and how the drawn ones are written.

export type DemoPair = { employeeId: number; managerId: number };

/** An employee may be assessed by their direct manager and by the top manager: key by both. */
export const pairKey = (r: DemoPair) => `${r.employeeId}:${r.managerId}`;
export type DemoDraw = {
  random: Random;
  /** The employee's steady performance level (performanceLevel). */
  level: number;
  stage: "draft" | "complete";
  /** The employee's title's competencies (none without a title). */
  competencies: TitleCompetencies;
};

export type DemoSeeder<T = unknown> = {
  /** What the seed's summary calls its rows ("behavioral evaluations"). */
  says: string;
  /** One assessment at `stage`, or null when there is nothing to assess (draws nothing then). */
  draw: (d: DemoDraw) => T | null;
  /** Writes the drawn assessments of the cycle, set-based. */
  write: (tx: Prisma.TransactionClient, cycleId: number, drawn: (DemoPair & T)[]) => Promise<void>;
};

/** A kind's seeder, typed by what it draws, as the registry holds it. */
export const demoSeeder = <T>(seeder: DemoSeeder<T>) => seeder as unknown as DemoSeeder;

/**
 * Inserts a kind's rows of the cycle: the pair, the cycle, `isDraft`, the kind's own `columns`
 * and the two times. Returns each row's id by pair (pairKey), for its child rows.
 */
export async function insertAssessments(
  tx: Prisma.TransactionClient,
  cycleId: number,
  table: string,
  columns: Columns,
  rows: (DemoPair & Record<string, unknown>)[],
): Promise<Map<string, number>> {
  const ids = await insertRows<DemoPair & { id: number }>(
    tx,
    table,
    {
      employeeId: "int",
      managerId: "int",
      cycleId: "int",
      isDraft: "boolean",
      ...columns,
      updatedAt: "timestamp(3)",
      submittedAt: "timestamp(3)",
    },
    rows.map((r) => ({ ...r, cycleId })),
    { returning: `id, "employeeId", "managerId"` },
  );
  return new Map(ids.map((r) => [pairKey(r), r.id]));
}

import "server-only";
import { Prisma, type ReviewCycleStatus } from "@/generated/prisma/client";
import { db, type Tx } from "@/lib/server/db/client";
import { REVIEW_PHASES } from "@/lib/shared/schemas/review-cycle";
import SEED_CYCLE from "@/prisma/seed-data/review-cycle.json";

// "The active cycle" (docs/decisions/0075): the one cycle with status Active (the database allows
// at most one: "ReviewCycle_one_active"). Reads never create a cycle; the first assessment save in
// a database without any cycle creates the seed data's one, Active with every phase open.

export type ReviewCycleRef = { id: number; name: string; timeZone: string; status: ReviewCycleStatus };

const select = { id: true, name: true, timeZone: true, status: true } as const;

/** The active cycle's id as an SQL expression (NULL when there is none), for use inside a query. */
export const activeCycleIdSql = Prisma.sql`(SELECT id FROM "ReviewCycle" WHERE status = 'Active')`;

/** The active cycle, or null when there is none. */
export async function findActiveCycle(client: Tx | typeof db = db): Promise<ReviewCycleRef | null> {
  return client.reviewCycle.findFirst({ where: { status: "Active" }, select });
}

/**
 * Makes the named cycle the active one (created when missing, with its phases open from now and no
 * due date); a previously active cycle of another name is closed. A closed or archived one is
 * refused (HR reopens it, with a reason). For the demo seed and the catalogue loader.
 */
export async function activateCycle(
  tx: Tx,
  name: string,
  timeZone = SEED_CYCLE.timeZone,
): Promise<ReviewCycleRef> {
  const now = new Date();
  const existing = await tx.reviewCycle.findUnique({ where: { name }, select: { status: true } });
  if (existing?.status === "Closed" || existing?.status === "Archived")
    throw new Error(
      `The review cycle ${name} is ${existing.status.toLowerCase()}: reopen it from HR's review cycles.`,
    );
  await tx.reviewCycle.updateMany({
    where: { status: "Active", name: { not: name } },
    data: { status: "Closed", closedAt: now },
  });
  const cycle = await tx.reviewCycle.upsert({
    where: { name },
    create: { name, timeZone, status: "Active", launchedAt: now },
    update: { status: "Active" },
    select,
  });
  await tx.reviewCyclePhase.createMany({
    data: REVIEW_PHASES.map((phase) => ({ cycleId: cycle.id, phase, opensAt: now })),
    skipDuplicates: true,
  });
  return cycle;
}

/**
 * The cycle a new assessment belongs to, for writes only. A database with no cycle at all (tests,
 * a fresh import) gets the seed data's cycle, Active with open phases, created so that concurrent
 * first saves agree; a database whose cycles are all drafts or closed gets none (null).
 */
export async function ensureActiveCycle(tx: Tx): Promise<ReviewCycleRef | null> {
  const active = await findActiveCycle(tx);
  if (active) return active;
  if ((await tx.reviewCycle.count()) > 0) return null;
  const now = new Date();
  // ON CONFLICT: a concurrent first save created it; READ COMMITTED lets the next read see it.
  await tx.$executeRaw`
    INSERT INTO "ReviewCycle" (name, "timeZone", status, "launchedAt")
    VALUES (${SEED_CYCLE.name}, ${SEED_CYCLE.timeZone}, 'Active', ${now})
    ON CONFLICT DO NOTHING`;
  const cycle = await findActiveCycle(tx);
  if (!cycle) return null;
  await tx.reviewCyclePhase.createMany({
    data: REVIEW_PHASES.map((phase) => ({ cycleId: cycle.id, phase, opensAt: now })),
    skipDuplicates: true,
  });
  return cycle;
}

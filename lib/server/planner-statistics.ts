// Script-only as well: the seed and import scripts load this under plain Node/tsx, where "server-only" throws, so it
// has no such import. Server code only all the same: the ESLint boundaries keep it out of the browser.
import type { PrismaClient } from "@/generated/prisma/client";

// After a bulk load the planner has no statistics (PGlite has no autovacuum, and PostgreSQL's
// comes only after a while): it guesses, and the team lead's hierarchy query took 102 ms instead
// of 0.5 ms at 50,000 employees. The seed and the importer refresh them once they commit.
// Not "server-only": the seed and import scripts run it outside Next.
export async function refreshPlannerStatistics(db: Pick<PrismaClient, "$executeRawUnsafe">) {
  await db.$executeRawUnsafe("ANALYZE");
}

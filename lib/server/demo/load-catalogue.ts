import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import { BULK_TRANSACTION_OPTIONS } from "@/lib/server/employees/upsert-org";
import { REVIEW_CYCLE } from "@/lib/server/demo/catalog";
import { findActiveCycle } from "@/lib/server/review-cycles/active-cycle";
import { linkCompetenciesToBareTitles, seedCatalog } from "@/lib/server/demo/seed-catalog";
import { lockSeeding } from "@/lib/server/demo/seed-demo";

// What a real organisation needs before anyone can review anyone, without the demo's people or
// passwords: the title ladders, behavioral competencies linked to every title (imported ones
// included), the six company values, the career path types and standard paths, and the current
// review cycle. The same catalog code as the demo seed; every write adds only what is missing.

export type LoadCatalogueResult = { cycle: string; titles: number; linkedTitles: number };

/** `cycle`: the review cycle to make active; by default the active one stays, else the catalog's. */
export async function loadCatalogue(db: PrismaClient, options: { cycle?: string } = {}) {
  return db.$transaction(async (tx): Promise<LoadCatalogueResult> => {
    await lockSeeding(tx);
    const current = await findActiveCycle(tx);
    const cycle = options.cycle ?? current?.name ?? REVIEW_CYCLE.name;
    const { titleCount } = await seedCatalog(tx, cycle);
    const linkedTitles = await linkCompetenciesToBareTitles(tx);
    return { cycle, titles: titleCount, linkedTitles };
  }, BULK_TRANSACTION_OPTIONS);
}

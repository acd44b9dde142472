import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import {
  COMPANY_VALUES,
  COMPETENCIES,
  PATH_TYPES,
  REVIEW_CYCLE,
  competenciesForTitle,
  listCareerPaths,
  listTitles,
} from "@/lib/server/demo/catalog";
import { activateCycle } from "@/lib/server/review-cycles/active-cycle";

// Writes the demo catalog. Every write is an upsert or skips duplicates, so running it on a
// database that already has part of the catalog (or all of it) adds only what is missing and
// never duplicates a row. About 150 small queries: the catalog does not grow with the org.

const VERIFIED_AT = new Date("2025-05-15T09:00:00Z");

/** `cycleName` becomes the one active review cycle (created when missing). */
export async function seedCatalog(tx: Prisma.TransactionClient, cycleName: string = REVIEW_CYCLE.name) {
  const titles = listTitles();
  await tx.title.createMany({
    data: titles.map(({ name, family, level }) => ({ name, family, level })),
    skipDuplicates: true,
  });
  const titleIds = new Map(
    (
      await tx.title.findMany({
        where: { name: { in: titles.map((t) => t.name) } },
        select: { id: true, name: true },
      })
    ).map((t) => [t.name, t.id]),
  );

  const competencyIds = new Map<string, number>();
  for (const [index, c] of COMPETENCIES.entries()) {
    const row = await tx.competency.upsert({
      where: { name: c.name },
      create: { name: c.name, description: c.description, sortOrder: index + 1 },
      update: {},
      select: { id: true },
    });
    competencyIds.set(c.name, row.id);
    await tx.competencySubcomponent.createMany({
      data: c.parts.map(([name, description], i) => ({
        competencyId: row.id,
        name,
        description,
        sortOrder: i + 1,
      })),
      skipDuplicates: true,
    });
  }
  await tx.titleCompetency.createMany({
    data: titles.flatMap((t) =>
      competenciesForTitle(t).map((name) => ({
        titleId: titleIds.get(t.name)!,
        competencyId: competencyIds.get(name)!,
      })),
    ),
    skipDuplicates: true,
  });

  for (const [index, v] of COMPANY_VALUES.entries()) {
    await tx.companyValue.upsert({
      where: { id: v.id },
      create: { id: v.id, name: v.name, description: v.description, sortOrder: index + 1 },
      update: {},
    });
  }
  await tx.valueSubcomponent.createMany({
    data: COMPANY_VALUES.flatMap((v) =>
      v.parts.map(([name, description], i) => ({
        valueId: v.id,
        position: i + 1,
        name,
        description,
      })),
    ),
    skipDuplicates: true,
  });

  await tx.pathType.createMany({ data: PATH_TYPES, skipDuplicates: true });
  for (const p of listCareerPaths()) {
    // Career paths have no natural unique key: name + type identifies a standard path here.
    const existing = await tx.careerPath.findFirst({
      where: { name: p.name, pathTypeId: p.pathTypeId },
      select: { id: true },
    });
    const path =
      existing ??
      (await tx.careerPath.create({
        data: {
          name: p.name,
          pathTypeId: p.pathTypeId,
          isVerified: p.isVerified,
          verifiedBy: p.isVerified ? "HR Administration" : null,
          verifiedAt: p.isVerified ? VERIFIED_AT : null,
        },
        select: { id: true },
      }));
    await tx.careerPathStep.createMany({
      data: p.steps.map((name, i) => ({ pathId: path.id, position: i + 1, titleId: titleIds.get(name)! })),
      skipDuplicates: true,
    });
  }

  // The one active cycle.
  const cycle = await activateCycle(tx, cycleName);
  return { cycleId: cycle.id, titleCount: titles.length };
}

/**
 * Titles outside the catalog (an import creates them from the HRIS's own names) get the
 * competencies of their family and level, as catalog titles do; a title that already has some
 * keeps them. The department of one of its holders decides whether it is customer facing.
 */
export async function linkCompetenciesToBareTitles(tx: Prisma.TransactionClient) {
  const bare = await tx.title.findMany({
    where: { competencies: { none: {} } },
    select: { id: true, family: true, level: true, employees: { select: { department: true }, take: 1 } },
  });
  if (!bare.length) return 0;
  const competencyIds = new Map(
    (await tx.competency.findMany({ select: { id: true, name: true } })).map((c) => [c.name, c.id]),
  );
  const data = bare.flatMap((t) =>
    competenciesForTitle({ family: t.family, level: t.level, department: t.employees[0]?.department ?? "" })
      .filter((name) => competencyIds.has(name))
      .map((name) => ({ titleId: t.id, competencyId: competencyIds.get(name)! })),
  );
  await tx.titleCompetency.createMany({ data, skipDuplicates: true });
  return new Set(data.map((link) => link.titleId)).size;
}

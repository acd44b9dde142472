import { randomUUID } from "node:crypto";
import type { PrismaClient } from "@/generated/prisma/client";

// Factories for the career path tests: titles, path types, standard paths and stored custom paths.
let seq = 0;
const next = () => ++seq;

export async function ensurePathTypes(db: PrismaClient) {
  await db.pathType.createMany({
    data: [
      { id: 1, name: "Management" },
      { id: 2, name: "IC" },
      { id: 3, name: "Alternative" },
      { id: 4, name: "Custom" },
    ],
    skipDuplicates: true,
  });
}

/** Titles with the given names (created when missing), in the same order. */
export async function createTitles(db: PrismaClient, names: string[], family: "Management" | "IC" = "IC") {
  const titles = [];
  for (const [i, name] of names.entries()) {
    titles.push(
      await db.title.upsert({ where: { name }, create: { name, level: i + 1, family }, update: {} }),
    );
  }
  return titles;
}

export async function createStandardPath(
  db: PrismaClient,
  pathTypeId: 1 | 2 | 3,
  titleIds: number[],
  options: { isVerified?: boolean; name?: string } = {},
) {
  await ensurePathTypes(db);
  return db.careerPath.create({
    data: {
      name: options.name ?? `Path ${next()}`,
      pathTypeId,
      isVerified: options.isVerified ?? false,
      steps: { create: titleIds.map((titleId, i) => ({ position: i + 1, titleId })) },
    },
  });
}

/** A stored custom path (rows of one session) for an employee; returns the rows. */
export async function createCustomPathRows(
  db: PrismaClient,
  employeeId: number,
  titleIds: number[],
  options: { notes?: string; sessionId?: string } = {},
) {
  await ensurePathTypes(db);
  const sessionId = options.sessionId ?? randomUUID();
  return db.customCareerPath.createManyAndReturn({
    data: titleIds.slice(1).map((nextTitleId, i) => ({
      sessionId,
      employeeId,
      titleId: titleIds[i]!,
      nextTitleId,
      pathId: 4,
      position: i + 1,
      notes: options.notes ?? null,
    })),
  });
}

/** Two titles for tests that need any valid path. */
export async function twoTitles(db: PrismaClient) {
  return createTitles(db, ["Matrix Analyst", "Matrix Lead"]);
}

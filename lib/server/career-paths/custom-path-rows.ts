import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { Tx } from "@/lib/server/db/client";
import { badRequest } from "@/lib/server/errors";
import type { CustomPathRow } from "@/lib/shared/career-paths/types";
import { CUSTOM_PATH_TYPE_ID } from "@/lib/shared/career-paths/texts";

// Reading and writing the stored rows of custom paths: one row per step (titleId → nextTitleId),
// every row of one path sharing its session id, positions 1, 2, 3…

export const customRowSelect = {
  id: true,
  sessionId: true,
  titleId: true,
  nextTitleId: true,
  pathId: true,
  position: true,
  notes: true,
  verified: true,
  isVerified: true,
  verifiedBy: true,
  verifiedAt: true,
  fromTitle: { select: { name: true } },
  toTitle: { select: { name: true } },
} satisfies Prisma.CustomCareerPathSelect;

type SelectedRow = Prisma.CustomCareerPathGetPayload<{ select: typeof customRowSelect }>;

export function toCustomPathRow(r: SelectedRow): CustomPathRow {
  return {
    customCareerPathId: r.id,
    sessionId: r.sessionId,
    titleId: r.titleId,
    nextTitleId: r.nextTitleId,
    pathId: r.pathId,
    fromTitleName: r.fromTitle.name,
    toTitleName: r.toTitle.name,
    position: r.position,
    notes: r.notes,
    verified: r.verified,
    isVerified: r.isVerified,
    verifiedBy: r.verifiedBy,
    verifiedAt: r.verifiedAt?.toISOString() ?? null,
  };
}

/** Refuses ids that name no title (400), so a bad id never reaches a foreign key error. */
export async function requireTitles(tx: Tx, titleIds: number[]) {
  const unique = [...new Set(titleIds)];
  const found = await tx.title.count({ where: { id: { in: unique } } });
  if (found !== unique.length) throw badRequest("One of the chosen titles does not exist.");
}

/** Inserts a whole path (titles in order) as rows of one new session. */
export async function insertPath(
  tx: Tx,
  input: {
    employeeId: number;
    sessionId: string;
    titleIds: number[];
    notes: string | null;
    verified: boolean;
  },
) {
  await requireTitles(tx, input.titleIds);
  const data = input.titleIds.slice(1).map((nextTitleId, i) => ({
    sessionId: input.sessionId,
    employeeId: input.employeeId,
    titleId: input.titleIds[i]!,
    nextTitleId,
    pathId: CUSTOM_PATH_TYPE_ID,
    position: i + 1,
    notes: input.notes,
    verified: input.verified,
  }));
  const rows = await tx.customCareerPath.createManyAndReturn({ data, select: { id: true } });
  return { sessionId: input.sessionId, customCareerPathIds: rows.map((r) => r.id) };
}

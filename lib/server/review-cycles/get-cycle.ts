import "server-only";
import { db, type Tx } from "@/lib/server/db/client";
import { notFound } from "@/lib/server/errors";
import { cycleCompletion } from "@/lib/server/review-cycles/cycle-completion";
import type { CycleCompletionDto, CycleDto } from "@/lib/shared/schemas/review-cycle";
import { REVIEW_PHASES } from "@/lib/shared/schemas/review-cycle";

// One review cycle as HR's API answers it: its dates, phases (in order) and completion.

export const cycleSelect = {
  id: true,
  name: true,
  status: true,
  timeZone: true,
  periodStart: true,
  periodEnd: true,
  createdAt: true,
  launchedAt: true,
  closedAt: true,
  archivedAt: true,
  selfReviewVisibility: true,
  gapThreshold: true,
  phases: { select: { phase: true, opensAt: true, dueAt: true, graceDays: true } },
} as const;

type CycleRow = {
  id: number;
  name: string;
  status: CycleDto["status"];
  timeZone: string;
  periodStart: Date | null;
  periodEnd: Date | null;
  createdAt: Date;
  launchedAt: Date | null;
  closedAt: Date | null;
  archivedAt: Date | null;
  selfReviewVisibility: CycleDto["selfReviewVisibility"];
  gapThreshold: number;
  phases: {
    phase: CycleDto["phases"][number]["phase"];
    opensAt: Date;
    dueAt: Date | null;
    graceDays: number;
  }[];
};

const iso = (d: Date | null) => d?.toISOString() ?? null;
const day = (d: Date | null) => d?.toISOString().slice(0, 10) ?? null;

export function toCycleDto(row: CycleRow, completion: CycleCompletionDto | undefined): CycleDto {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    timeZone: row.timeZone,
    periodStart: day(row.periodStart),
    periodEnd: day(row.periodEnd),
    createdAt: row.createdAt.toISOString(),
    launchedAt: iso(row.launchedAt),
    closedAt: iso(row.closedAt),
    archivedAt: iso(row.archivedAt),
    selfReviewVisibility: row.selfReviewVisibility,
    gapThreshold: row.gapThreshold,
    phases: [...row.phases]
      .sort((a, b) => REVIEW_PHASES.indexOf(a.phase) - REVIEW_PHASES.indexOf(b.phase))
      .map((p) => ({
        phase: p.phase,
        opensAt: p.opensAt.toISOString(),
        dueAt: iso(p.dueAt),
        graceDays: p.graceDays,
      })),
    completion: completion ?? { participants: 0, submitted: 0, expected: 0 },
  };
}

/** The cycle, or 404. */
export async function getCycle(id: number, client: Tx | typeof db = db): Promise<CycleDto> {
  const row = await client.reviewCycle.findUnique({ where: { id }, select: cycleSelect });
  if (!row) throw notFound("Review cycle not found.");
  return toCycleDto(row, (await cycleCompletion([id], client)).get(id));
}

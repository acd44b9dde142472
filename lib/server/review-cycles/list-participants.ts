import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db/client";
import { notFound } from "@/lib/server/errors";
import { pageCount, pageWithin } from "@/lib/shared/schemas/params";
import {
  PARTICIPANTS_PAGE_SIZE,
  type ParticipantDto,
  type ParticipantsPageDto,
} from "@/lib/shared/schemas/review-cycle";
import { CYCLE_NOT_FOUND } from "@/lib/server/review-cycles/lock-cycle-for-launch";

// GET /api/hr/review-cycles/{id}/participants?page=N&status=Active|Left: a cycle's participants with
// their reviewer now and at launch, by name, 50 a page. Two statements: the counts and the page.

type Row = {
  hrisId: string;
  name: string;
  department: string | null;
  reviewerHrisId: string | null;
  reviewerName: string | null;
  launchHrisId: string | null;
  launchName: string | null;
  includedBy: string;
  status: "Active" | "Left";
  addedAt: Date;
  leftAt: Date | null;
  leftReason: string | null;
};

const person = (hrisId: string | null, name: string | null) => (hrisId ? { hrisId, name: name ?? "" } : null);

export async function listParticipants(
  cycleId: number,
  query: { page: number; status?: "Active" | "Left" },
): Promise<ParticipantsPageDto> {
  const cycle = await db.reviewCycle.findUnique({
    where: { id: cycleId },
    select: { id: true, name: true, status: true },
  });
  if (!cycle) throw notFound(CYCLE_NOT_FOUND);
  const grouped = await db.reviewCycleParticipant.groupBy({
    by: ["status"],
    where: { cycleId },
    _count: true,
  });
  const counts = { Active: 0, Left: 0 };
  for (const g of grouped) counts[g.status] = g._count;
  const listed = query.status ? counts[query.status] : counts.Active + counts.Left;
  const page = pageWithin(query.page, listed, PARTICIPANTS_PAGE_SIZE);
  const status = query.status
    ? Prisma.sql`AND p."status" = ${query.status}::"ParticipantStatus"`
    : Prisma.empty;
  const rows = await db.$queryRaw<Row[]>`
    SELECT e."hrisId", e."name", e."department", r."hrisId" AS "reviewerHrisId", r."name" AS "reviewerName",
      l."hrisId" AS "launchHrisId", l."name" AS "launchName", p."includedBy", p."status"::text AS "status",
      p."addedAt", p."leftAt", p."leftReason"
    FROM "ReviewCycleParticipant" p
    JOIN "Employee" e ON e."id" = p."employeeId"
    LEFT JOIN "Employee" r ON r."id" = p."reviewerId"
    LEFT JOIN "Employee" l ON l."id" = p."reviewerAtLaunch"
    WHERE p."cycleId" = ${cycleId} ${status}
    ORDER BY e."name", e."id"
    LIMIT ${PARTICIPANTS_PAGE_SIZE} OFFSET ${(page - 1) * PARTICIPANTS_PAGE_SIZE}`;
  const participants: ParticipantDto[] = rows.map((r) => ({
    hrisId: r.hrisId,
    name: r.name,
    department: r.department,
    reviewer: person(r.reviewerHrisId, r.reviewerName),
    reviewerAtLaunch: person(r.launchHrisId, r.launchName),
    includedBy: r.includedBy,
    status: r.status,
    addedAt: r.addedAt.toISOString(),
    leftAt: r.leftAt?.toISOString() ?? null,
    leftReason: r.leftReason,
  }));
  return {
    cycle: { id: cycle.id, name: cycle.name, status: cycle.status },
    counts,
    participants,
    pagination: {
      page,
      pageSize: PARTICIPANTS_PAGE_SIZE,
      totalPages: pageCount(listed, PARTICIPANTS_PAGE_SIZE),
      totalCount: listed,
    },
  };
}

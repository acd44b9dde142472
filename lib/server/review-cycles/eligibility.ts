import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db, type Tx } from "@/lib/server/db/client";
import { notFound } from "@/lib/server/errors";
import { auditCycle } from "@/lib/server/review-cycles/cycle-audit";
import type { HrActor } from "@/lib/server/auth/session";
import { pageWithin, pageCount } from "@/lib/shared/schemas/params";
import {
  ELIGIBILITY_PAGE_SIZE,
  ELIGIBILITY_REASONS,
  ELIGIBILITY_REASON_LABELS,
  ELIGIBILITY_STATUS_OF,
  type EligibilityPreviewDto,
  type EligibilityReason,
  type EligibilityRules,
  type EligibilityStatus,
} from "@/lib/shared/schemas/review-cycle";
import {
  assertDraft,
  CYCLE_NOT_FOUND,
  lockCycle,
  type LockedCycle,
} from "@/lib/server/review-cycles/lock-cycle-for-launch";
import { classifiedEmployeesSql, readEligibilityRules } from "@/lib/server/review-cycles/eligibility-sql";

// GET /api/hr/review-cycles/{id}/eligibility: who a cycle would review, who not and why, and what
// holds the launch up. Two statements a page, whatever the org's size: the counts per reason, and
// the page (blocking problems first, then who is in, then who is out; by name).

const reasonsWith = (status: EligibilityStatus) =>
  ELIGIBILITY_REASONS.filter((r) => ELIGIBILITY_STATUS_OF[r] === status);

export type PreviewQuery = { page: number; status?: EligibilityStatus };

type Row = {
  hrisId: string;
  name: string;
  department: string | null;
  startDate: Date | null;
  managerHrisId: string | null;
  managerName: string | null;
  excuse: string | null;
  reason: EligibilityReason;
};

/** Counts of every reason (zero where none), from the classification. */
export async function countByReason(
  client: Pick<typeof db, "$queryRaw">,
  cycleId: number,
  rules: EligibilityRules,
): Promise<Record<EligibilityReason, number>> {
  const rows = await client.$queryRaw<{ reason: EligibilityReason; n: bigint }[]>`
    SELECT c."reason", count(*) AS n FROM (${classifiedEmployeesSql(cycleId, rules)}) c GROUP BY c."reason"`;
  const counts = Object.fromEntries(ELIGIBILITY_REASONS.map((r) => [r, 0])) as Record<
    EligibilityReason,
    number
  >;
  for (const row of rows) counts[row.reason] = Number(row.n);
  return counts;
}

const total = (byReason: Record<EligibilityReason, number>, status: EligibilityStatus) =>
  reasonsWith(status).reduce((sum, r) => sum + byReason[r], 0);

export async function previewEligibility(
  cycleId: number,
  query: PreviewQuery,
): Promise<EligibilityPreviewDto> {
  const cycle = await db.reviewCycle.findUnique({
    where: { id: cycleId },
    select: { id: true, name: true, status: true, eligibility: true },
  });
  if (!cycle) throw notFound(CYCLE_NOT_FOUND);
  const rules = readEligibilityRules(cycle.eligibility);
  const byReason = await countByReason(db, cycleId, rules);
  const counts = {
    in: total(byReason, "in"),
    out: total(byReason, "out"),
    blocking: total(byReason, "blocking"),
    byReason,
  };
  const listed = query.status ? counts[query.status] : counts.in + counts.out + counts.blocking;
  const page = pageWithin(query.page, listed, ELIGIBILITY_PAGE_SIZE);
  const reasons = query.status ? reasonsWith(query.status) : [...ELIGIBILITY_REASONS];
  const order = Prisma.sql`CASE c."reason" WHEN 'manager_without_account' THEN 0
    WHEN 'included' THEN 1 WHEN 'excused' THEN 1 ELSE 2 END`;
  const rows = await db.$queryRaw<Row[]>`
    SELECT c."hrisId", c."name", c."department", c."startDate", c."managerHrisId", c."managerName",
      c."excuse", c."reason"
    FROM (${classifiedEmployeesSql(cycleId, rules)}) c
    WHERE c."reason" = ANY(${reasons}::text[])
    ORDER BY ${order}, c."name", c."id"
    LIMIT ${ELIGIBILITY_PAGE_SIZE} OFFSET ${(page - 1) * ELIGIBILITY_PAGE_SIZE}`;
  return {
    cycle: { id: cycle.id, name: cycle.name, status: cycle.status },
    rules,
    counts,
    canLaunch: cycle.status === "Draft" && counts.blocking === 0 && counts.in > 0,
    rows: rows.map((r) => ({
      hrisId: r.hrisId,
      name: r.name,
      department: r.department,
      startDate: r.startDate ? r.startDate.toISOString().slice(0, 10) : null,
      manager: r.managerHrisId ? { hrisId: r.managerHrisId, name: r.managerName ?? "" } : null,
      status: ELIGIBILITY_STATUS_OF[r.reason],
      reason: r.reason,
      label: ELIGIBILITY_REASON_LABELS[r.reason],
      excuse: r.reason === "excused" ? r.excuse : null,
    })),
    pagination: {
      page,
      pageSize: ELIGIBILITY_PAGE_SIZE,
      totalPages: pageCount(listed, ELIGIBILITY_PAGE_SIZE),
      totalCount: listed,
    },
  };
}

/** PUT …/eligibility: replaces a Draft cycle's rules (the cycle's PATCH takes them too). */
export async function saveEligibilityRules(
  actor: HrActor,
  cycleId: number,
  rules: EligibilityRules,
  ip: string,
) {
  return db.$transaction(async (tx) => {
    const cycle = await lockCycle(tx, cycleId);
    await writeEligibilityRules(tx, actor, ip, cycle, rules);
    return { rules };
  });
}

/** Replaces a locked Draft cycle's rules, audited with before and after: the one write of them. */
export async function writeEligibilityRules(
  tx: Tx,
  actor: HrActor,
  ip: string | undefined,
  cycle: LockedCycle,
  rules: EligibilityRules,
) {
  assertDraft(cycle, "given other eligibility rules");
  const before = readEligibilityRules(cycle.eligibility);
  await tx.reviewCycle.update({ where: { id: cycle.id }, data: { eligibility: rules } });
  await auditCycle(tx, actor, ip, "review-cycle.eligibility", cycle, {
    from: JSON.stringify(before),
    to: JSON.stringify(rules),
  });
}

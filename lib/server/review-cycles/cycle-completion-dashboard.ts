import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db/client";
import { levelBelow, type HierarchyRoot } from "@/lib/server/access/hierarchy";
import type { Session } from "@/lib/server/auth/session";
import { forbidden, notFound } from "@/lib/server/errors";
import { CYCLE_NOT_FOUND } from "@/lib/server/review-cycles/lock-cycle-for-launch";
import {
  COMPLETION_PHASES,
  countColumns,
  groupedCte,
  peopleCtes,
  personPhaseColumns,
  personPhases,
  phaseCounts,
} from "@/lib/server/review-cycles/completion-sql";
import { acknowledgementCounts } from "@/lib/server/review-share/acknowledgement-counts";
import { identityKey } from "@/lib/shared/identity-key";
import { pageCount } from "@/lib/shared/schemas/params";
import type { AcknowledgementCounts } from "@/lib/shared/schemas/review-share";
import {
  COMPLETION_PAGE_SIZE,
  type CompletionAnswer,
  type CompletionGroupDto,
  type PhaseCounts,
  type CompletionQuery,
} from "@/lib/shared/schemas/cycle-completion";

// GET /api/review-cycles/{id}/completion (issue 33 §7): three statements whatever the org's size —
// the cycle, the root's identity, then one statement that walks the subtree, applies the gate
// (a manager reads their own subtree only: the check is inside the read) and returns one page.

const OUTSIDE = "You can only see the completion of your own team.";
export const NO_ACTIVE_CYCLE = "There is no active review cycle.";

type Cycle = { id: number; name: string; status: string };
type Scope = { cycle: Cycle; root: { hrisId: string; name: string } | null; gate: Prisma.Sql };

/**
 * The subtree the caller asked for, with its gate, and the cycle (by id, or the active one). A
 * manager's root outside their hierarchy (or unknown) is refused first, whatever the cycle, so that
 * the refusal tells nothing; the gate stays inside the statement that reads.
 */
export async function resolveCompletionScope(
  session: Session,
  cycleRef: number | "active",
  rootHrisId: string | undefined,
): Promise<Scope> {
  const asked = rootHrisId ?? (session.kind === "manager" ? session.hrisId : null);
  let root: Scope["root"] = null;
  let gate = Prisma.sql`true`;
  if (asked !== null) {
    const level =
      session.kind === "manager"
        ? levelBelow({ hrisId: session.hrisId }, Prisma.sql`e."hrisId"`)
        : Prisma.sql`1`;
    const [found] = await db.$queryRaw<{ hrisId: string; name: string; level: number | null }[]>`
      SELECT e."hrisId", e.name, ${level}::int AS level FROM "Employee" e WHERE e."hrisIdKey" = ${identityKey(asked)}`;
    const own = session.kind === "manager" && found?.hrisId === session.hrisId;
    if (session.kind === "manager" && (!found || (found.level === null && !own))) throw forbidden(OUTSIDE);
    if (!found) throw notFound("Employee not found.");
    root = { hrisId: found.hrisId, name: found.name };
    if (session.kind === "manager" && !own) {
      const mine: HierarchyRoot = { hrisId: session.hrisId };
      gate = Prisma.sql`${levelBelow(mine, Prisma.sql`${root.hrisId}`)} IS NOT NULL`;
    }
  }
  const [cycle] = await db.$queryRaw<Cycle[]>`
    SELECT id, name, status::text AS status FROM "ReviewCycle"
    WHERE ${cycleRef === "active" ? Prisma.sql`status = 'Active'` : Prisma.sql`id = ${cycleRef}`}`;
  if (!cycle) throw notFound(cycleRef === "active" ? NO_ACTIVE_CYCLE : CYCLE_NOT_FOUND);
  return { cycle, root, gate };
}

type Answer = {
  allowed: boolean;
  totals: Record<string, number>;
  count: number;
  rows: Record<string, string | number | boolean | null>[];
};

export async function getCycleCompletion(
  session: Session,
  cycleRef: number | "active",
  query: CompletionQuery,
  now = new Date(),
): Promise<CompletionAnswer> {
  const scope = await resolveCompletionScope(session, cycleRef, query.root);
  const offset = (query.page - 1) * COMPLETION_PAGE_SIZE;
  const head = {
    cycle: scope.cycle,
    root: scope.root,
    groupBy: query.groupBy,
    phases: COMPLETION_PHASES,
  };
  if (query.group === undefined) {
    const answer = await getCycleCompletionGroups(
      scope,
      query.groupBy,
      { limit: COMPLETION_PAGE_SIZE, offset },
      now,
    );
    if (!answer.allowed) throw forbidden(OUTSIDE);
    const { groups, totals, acknowledgement, count } = answer;
    return {
      ...head,
      view: "groups",
      totals,
      acknowledgement,
      groups,
      pagination: pagination(query.page, count),
    };
  }
  const answer = await readPeople(
    peopleCtes({ ...scope, cycleId: scope.cycle.id, now, withPath: query.groupBy === "manager" }),
    query,
    offset,
  );
  if (!answer.allowed) throw forbidden(OUTSIDE);
  return {
    ...head,
    view: "people",
    group: query.group,
    reach: query.reach,
    totals: phaseCounts(answer.totals),
    acknowledgement: acknowledgementCounts(answer.totals),
    pagination: pagination(query.page, answer.count),
    people: answer.rows.map((r) => ({
      hrisId: String(r.hrisId),
      name: String(r.name),
      department: r.department === null ? null : String(r.department),
      managerName: r.parentName === null ? null : String(r.parentName),
      phases: personPhases(r as Record<string, boolean>),
    })),
  };
}

/** The groups of a scope (a page, or all of them for the workbook) with its totals. */
export async function getCycleCompletionGroups(
  scope: Scope,
  groupBy: "department" | "manager",
  page: { limit: number; offset: number } | null,
  now: Date,
): Promise<{
  allowed: boolean;
  totals: PhaseCounts;
  acknowledgement: AcknowledgementCounts;
  count: number;
  groups: CompletionGroupDto[];
}> {
  const answer = await readGroups(
    peopleCtes({ ...scope, cycleId: scope.cycle.id, now, withPath: groupBy === "manager" }),
    groupBy,
    page,
  );
  return {
    allowed: answer.allowed,
    totals: phaseCounts(answer.totals),
    acknowledgement: acknowledgementCounts(answer.totals),
    count: answer.count,
    groups: answer.rows.map((r) => groupDto(r, groupBy)),
  };
}

const pagination = (page: number, totalCount: number) => ({
  page,
  pageSize: COMPLETION_PAGE_SIZE,
  totalPages: pageCount(totalCount, COMPLETION_PAGE_SIZE),
  totalCount,
});

function groupDto(r: Answer["rows"][number], groupBy: "department" | "manager"): CompletionGroupDto {
  const counts = r as Record<string, number>;
  return {
    key: String(r.key),
    label: String(r.label),
    counts: phaseCounts(counts),
    acknowledgement: acknowledgementCounts(counts),
    ...(groupBy === "manager"
      ? {
          direct: phaseCounts(counts, "direct_"),
          directAcknowledgement: acknowledgementCounts(counts, "direct_"),
        }
      : {}),
  };
}

const totalsSql = Prisma.sql`(SELECT row_to_json(t) FROM (SELECT ${countColumns(Prisma.sql`true`)} FROM people) t)`;

/** One statement: the gate, the totals, the number of groups and a page of them (all when no limit). */
async function readGroups(
  ctes: Prisma.Sql,
  groupBy: "department" | "manager",
  page: { limit: number; offset: number } | null,
): Promise<Answer> {
  const limit = page ? Prisma.sql`LIMIT ${page.limit} OFFSET ${page.offset}` : Prisma.empty;
  const [row] = await db.$queryRaw<Answer[]>`
    WITH RECURSIVE ${ctes},
    ${groupedCte(groupBy)}
    SELECT (SELECT ok FROM gate) AS allowed, ${totalsSql} AS totals,
      (SELECT count(*) FROM grouped)::int AS count,
      (SELECT COALESCE(json_agg(row_to_json(g) ORDER BY g.depth, g.label, g.key), '[]'::json)
        FROM (SELECT * FROM grouped ORDER BY depth, label, key ${limit}) g) AS rows`;
  return row!;
}

async function readPeople(ctes: Prisma.Sql, query: CompletionQuery, offset: number): Promise<Answer> {
  const group = query.group ?? "";
  const managerId = Prisma.sql`(SELECT id FROM "Employee" WHERE "hrisIdKey" = ${identityKey(group)})`;
  const where =
    query.groupBy === "department"
      ? Prisma.sql`COALESCE(department, '') = ${group}`
      : query.reach === "direct"
        ? Prisma.sql`"parentId" = ${managerId}`
        : Prisma.sql`${managerId} = ANY(path)`;
  const [row] = await db.$queryRaw<Answer[]>`
    WITH RECURSIVE ${ctes},
    chosen AS (SELECT "hrisId", name, department, "parentName", ${personPhaseColumns} FROM people WHERE ${where})
    SELECT (SELECT ok FROM gate) AS allowed, ${totalsSql} AS totals,
      (SELECT count(*) FROM chosen)::int AS count,
      (SELECT COALESCE(json_agg(row_to_json(c) ORDER BY c.name, c."hrisId"), '[]'::json)
        FROM (SELECT * FROM chosen ORDER BY name, "hrisId" LIMIT ${COMPLETION_PAGE_SIZE} OFFSET ${offset}) c) AS rows`;
  return row!;
}

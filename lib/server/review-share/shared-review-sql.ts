import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { Tx } from "@/lib/server/db/client";
import {
  columnSql,
  submittedSql,
  tableSql,
  type ProgressKind,
} from "@/lib/server/assessments/assessment-kind";
import { PROGRESS_KINDS } from "@/lib/server/assessments/registry";
import { valuesKind } from "@/lib/server/values-review/values-kind";
import { allComplete, combinedScore } from "@/lib/shared/scores";
import type { SharedReview } from "@/lib/shared/schemas/review-share";
import { sharedGapColumns, sharedGapJoin, toSharedGapScores } from "./shared-gap-sql";

// The snapshot a share freezes (docs/decisions/0087), read for a page of people in ONE statement:
// per assessment kind that makes up progress (the registry, not a list of names), the submitted
// row of the cycle — the reviewer's first — with its score and written feedback; the stored
// career-path form; the per-item scores of the gap view (shared-gap-sql.ts); and the person's latest
// shared version. The combined score is the one of lib/shared/scores.ts, computed here from the
// stored scores.

export type ShareCandidate = {
  employeeId: number;
  review: SharedReview;
  complete: boolean;
  latestVersion: number;
  /** The latest shared snapshot, to tell an unchanged review from a changed one. */
  latestSnapshot: unknown;
};

type Raw = Record<string, unknown> & {
  id: number;
  hrisId: string;
  name: string;
  reviewerHrisId: string | null;
  reviewerName: string | null;
  latestVersion: number | null;
  latestSnapshot: unknown;
};

const CAREER_FIELDS = [
  ["standardPath", "Standard Path"],
  ["icPath", "IC Path"],
  ["altPath", "ALT Path"],
  ["customPath", "Custom Path"],
  ["notes", "Notes"],
] as const;

const alias = (i: number) => `k${i}`;

function kindJoin(kind: ProgressKind, i: number, cycleId: number): Prisma.Sql {
  const feedback = kind.feedbackColumn ? columnSql("x", kind.feedbackColumn) : Prisma.sql`NULL::text`;
  return Prisma.sql`
    LEFT JOIN LATERAL (
      SELECT x.id, ${columnSql("x", kind.scoreColumn)}::float8 AS score, ${feedback} AS feedback, true AS found
      FROM ${tableSql(kind)} x
      WHERE x."employeeId" = p.id AND x."cycleId" = ${cycleId} AND ${submittedSql(kind, "x")}
      ORDER BY (x."managerId" IS NOT DISTINCT FROM p."reviewerId") DESC, x."updatedAt" DESC, x.id DESC LIMIT 1
    ) ${Prisma.raw(alias(i))} ON true`;
}

/**
 * The people of the cycle who can be shared: its active participants with their reviewer, or, in a
 * cycle without participants, everyone with a manager (the direct manager reviews). `where` narrows
 * over `e` (one person, or a keyset page); `limit` bounds the page.
 */
function peopleCte(cycleId: number, hasParticipants: boolean, where: Prisma.Sql, limit: number) {
  return hasParticipants
    ? Prisma.sql`people AS (
        SELECT e.id, e."hrisId", e.name, r.id AS "reviewerId", r."hrisId" AS "reviewerHrisId", r.name AS "reviewerName"
        FROM "ReviewCycleParticipant" pa JOIN "Employee" e ON e.id = pa."employeeId"
        LEFT JOIN "Employee" r ON r.id = pa."reviewerId"
        WHERE pa."cycleId" = ${cycleId} AND pa.status = 'Active' AND ${where}
        ORDER BY e.id LIMIT ${limit})`
    : Prisma.sql`people AS (
        SELECT e.id, e."hrisId", e.name, m.id AS "reviewerId", m."hrisId" AS "reviewerHrisId", m.name AS "reviewerName"
        FROM "Employee" e JOIN "Employee" m ON m."hrisId" = e."mgrId"
        WHERE m.id <> e.id AND ${where}
        ORDER BY e.id LIMIT ${limit})`;
}

export async function cycleHasParticipants(tx: Tx, cycleId: number): Promise<boolean> {
  const [row] = await tx.$queryRaw<{ has: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM "ReviewCycleParticipant" WHERE "cycleId" = ${cycleId}) AS has`;
  return row.has;
}

/** The candidates of a page of people (`where` over `e`), ordered by employee id. */
export async function readShareCandidates(
  tx: Tx,
  cycle: { id: number; name: string },
  options: { hasParticipants: boolean; where: Prisma.Sql; limit: number },
): Promise<ShareCandidate[]> {
  const kinds = PROGRESS_KINDS;
  const columns = kinds.map((_, i) => {
    const a = Prisma.raw(alias(i));
    return Prisma.sql`${a}.score AS ${Prisma.raw(`"${alias(i)}Score"`)}, ${a}.feedback AS ${Prisma.raw(`"${alias(i)}Feedback"`)}, COALESCE(${a}.found, false) AS ${Prisma.raw(`"${alias(i)}Found"`)}`;
  });
  const valuesAt = kinds.findIndex((k) => k.name === valuesKind.name);
  const rows = await tx.$queryRaw<Raw[]>`
    WITH ${peopleCte(cycle.id, options.hasParticipants, options.where, options.limit)}
    SELECT p.id, p."hrisId", p.name, p."reviewerHrisId", p."reviewerName",
      ${Prisma.join(columns, ", ")},
      ${Prisma.join(
        CAREER_FIELDS.map(([f]) => Prisma.sql`cp.${Prisma.raw(`"${f}"`)}`),
        ", ",
      )},
      ls.version AS "latestVersion", ls.snapshot AS "latestSnapshot",
      ${valuesAt < 0 ? Prisma.sql`false AS "gapSelfFound"` : sharedGapColumns(alias(valuesAt))}
    FROM people p
    ${Prisma.join(
      kinds.map((k, i) => kindJoin(k, i, cycle.id)),
      "",
    )}
    ${sharedGapJoin(cycle.id)}
    LEFT JOIN "CareerPathForm" cp ON cp."employeeId" = p.id
    LEFT JOIN LATERAL (
      SELECT s.version, s.snapshot FROM "ReviewShare" s
      WHERE s."cycleId" = ${cycle.id} AND s."employeeId" = p.id ORDER BY s.version DESC LIMIT 1
    ) ls ON true
    ORDER BY p.id`;
  return rows.map((r) => toCandidate(r, kinds, cycle));
}

function toCandidate(
  r: Raw,
  kinds: readonly ProgressKind[],
  cycle: { id: number; name: string },
): ShareCandidate {
  const found = (i: number) => r[`${alias(i)}Found`] === true;
  const score = (i: number) =>
    found(i) && r[`${alias(i)}Score`] !== null ? Number(r[`${alias(i)}Score`]) : null;
  const flags = Object.fromEntries(kinds.map((k, i) => [k.name, found(i)]));
  const scoreOf = (name: string) => {
    const i = kinds.findIndex((k) => k.name === name);
    return i < 0 ? null : score(i);
  };
  const review: SharedReview = {
    cycle: { id: cycle.id, name: cycle.name },
    employee: { hrisId: r.hrisId, name: r.name },
    manager: r.reviewerHrisId ? { hrisId: r.reviewerHrisId, name: r.reviewerName ?? "" } : null,
    assessments: kinds.map((k, i) => ({
      kind: k.name,
      label: k.card?.title ?? k.label,
      score: score(i),
      feedback: found(i) ? ((r[`${alias(i)}Feedback`] as string | null) ?? null) : null,
    })),
    combinedScore: combinedScore(flags, scoreOf("performance"), scoreOf("values")),
    careerPath: CAREER_FIELDS.flatMap(([f, label]) => {
      const text = r[f] as string | null | undefined;
      return text ? [{ label, text }] : [];
    }),
    gapScores: toSharedGapScores(r),
  };
  return {
    employeeId: r.id,
    review,
    complete: allComplete(flags),
    latestVersion: r.latestVersion ?? 0,
    latestSnapshot: r.latestSnapshot,
  };
}

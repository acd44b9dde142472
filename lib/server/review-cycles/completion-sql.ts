import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { reportsBelow, type HierarchyRoot } from "@/lib/server/access/hierarchy";
import { COMPLETION_KINDS } from "@/lib/server/assessments/registry";
import { submittedForParticipant } from "@/lib/server/review-cycles/cycle-completion";
import { effectiveDueSql } from "@/lib/server/review-cycles/cycle-write-gate";
import {
  acknowledgementCountColumns,
  acknowledgementStateColumns,
  acknowledgementStateJoin,
} from "@/lib/server/review-share/acknowledgement-counts";
import { REVIEW_PHASES, type ReviewPhaseName } from "@/lib/shared/schemas/review-cycle";
import { NO_DEPARTMENT } from "@/lib/shared/schemas/cycle-completion";

// The completion dashboard's SQL (issue 33 §7, docs/decisions/0084). One statement per answer:
// the walk below the root (with each person's path of managers), the gate that lets a manager read
// only their own subtree, the counted participants (Active, not excused) with, per phase, whether
// it is done (every kind of the phase submitted, the rule the cycle list uses) and overdue (not
// done, past the person's own due date, the write gate's rule) and the state of the acknowledgement
// of their shared review (issue 34 §8), then the groups or the people.

/** The phases with work in them: those a counted kind is written in (the self review, the manager's). */
export const COMPLETION_PHASES: ReviewPhaseName[] = REVIEW_PHASES.filter((phase) =>
  COMPLETION_KINDS.some((k) => k.phase === phase),
);

const col = (what: "done" | "overdue" | "total" | "counted", phase: ReviewPhaseName, prefix = "") =>
  Prisma.raw(`"${prefix}${phase}_${what}"`);

/**
 * The CTE `scope`: everyone below the root. The whole org without paths (HR's first view, by
 * department) needs no walk: every employee, with their manager.
 */
function scopeCte(root: HierarchyRoot | null, withPath: boolean): Prisma.Sql {
  if (root || withPath) return reportsBelow(root, ["department"], "scope", { withPath });
  return Prisma.sql`scope(id, "hrisId", name, "parentId", "parentName", department) AS (
      SELECT e.id, e."hrisId", e.name, m.id, m.name, e.department
      FROM "Employee" e LEFT JOIN "Employee" m ON m."hrisId" = e."mgrId")`;
}

/** The CTEs `scope`, `gate` and `people` (one row per counted participant below the root). */
export function peopleCtes(options: {
  cycleId: number;
  root: HierarchyRoot | null;
  /** SQL boolean: whether the caller may read this root (evaluated once). */
  gate: Prisma.Sql;
  now: Date;
  /** Whether the rows carry their managers' path (by manager only: by department it is not read). */
  withPath: boolean;
}): Prisma.Sql {
  const { cycleId, root, gate, now, withPath } = options;
  const perPhase = COMPLETION_PHASES.map((phase) => {
    const kinds = COMPLETION_KINDS.filter((k) => k.phase === phase);
    const done = Prisma.join(
      kinds.map((k) => submittedForParticipant(k)),
      " AND ",
    );
    const due = Prisma.raw(`d_${phase}`);
    return {
      // HR may excuse someone from one phase (issue 34 §9): out of that phase's counts only.
      columns: Prisma.sql`(${done}) AS ${col("done", phase)},
        (NOT (${done}) AND ${due}.due < ${now}) AS ${col("overdue", phase)},
        NOT EXISTS (SELECT 1 FROM "ReviewPhaseExcusal" px WHERE px."cycleId" = p."cycleId"
          AND px."employeeId" = p."employeeId" AND px.phase = ${phase}::"ReviewPhase") AS ${col("counted", phase)}`,
      join: Prisma.sql`LEFT JOIN LATERAL (
          SELECT ${effectiveDueSql} AS due FROM "ReviewCyclePhase" ph
          LEFT JOIN "ReviewPhaseExtension" ext
            ON ext."cycleId" = ph."cycleId" AND ext."phase" = ph."phase" AND ext."employeeId" = p."employeeId"
          WHERE ph."cycleId" = p."cycleId" AND ph."phase" = ${phase}::"ReviewPhase") ${due} ON true`,
    };
  });
  return Prisma.sql`${scopeCte(root, withPath)},
    gate AS MATERIALIZED (SELECT (${gate}) AS ok),
    people AS MATERIALIZED (
      SELECT s.id, s."hrisId", s.name, s.department, s."parentId", s."parentName"${Prisma.raw(withPath ? ", s.path" : "")},
        ${Prisma.join(
          perPhase.map((p) => p.columns),
          ",\n        ",
        )},
        ${acknowledgementStateColumns}
      FROM scope s
      JOIN "ReviewCycleParticipant" p ON p."employeeId" = s.id AND p."cycleId" = ${cycleId}
      JOIN "ReviewCycle" c ON c.id = p."cycleId"
      ${Prisma.join(
        perPhase.map((p) => p.join),
        "\n      ",
      )}
      ${acknowledgementStateJoin}
      WHERE (SELECT ok FROM gate) AND p."status" = 'Active' AND p."includedBy" <> 'excused'
        AND NOT EXISTS (SELECT 1 FROM "ReviewCycleExcusal" xc
          WHERE xc."cycleId" = p."cycleId" AND xc."employeeId" = p."employeeId")
    )`;
}

/**
 * done / total / overdue per phase over the rows `where` selects, as columns named
 * `<prefix><phase>_<what>`, and the acknowledgement counts (`<prefix>ack_<what>`).
 */
export function countColumns(where: Prisma.Sql, prefix = ""): Prisma.Sql {
  return Prisma.sql`${phaseCountColumns(where, prefix)},
      ${acknowledgementCountColumns(where, prefix)}`;
}

function phaseCountColumns(where: Prisma.Sql, prefix: string): Prisma.Sql {
  return Prisma.join(
    COMPLETION_PHASES.map(
      (
        phase,
      ) => Prisma.sql`count(*) FILTER (WHERE ${where} AND ${col("counted", phase)} AND ${col("done", phase)})::int AS ${col("done", phase, prefix)},
        count(*) FILTER (WHERE ${where} AND ${col("counted", phase)})::int AS ${col("total", phase, prefix)},
        count(*) FILTER (WHERE ${where} AND ${col("counted", phase)} AND ${col("overdue", phase)})::int AS ${col("overdue", phase, prefix)}`,
    ),
    ",\n      ",
  );
}

/** The per-phase flags of a person row, for the drill-down. */
export const personPhaseColumns = Prisma.join(
  COMPLETION_PHASES.flatMap((phase) => [col("done", phase), col("overdue", phase), col("counted", phase)]),
  ", ",
);

/** The CTE `grouped(key, label, depth, counts…[, direct counts…])` over `people`. */
export function groupedCte(groupBy: "department" | "manager"): Prisma.Sql {
  if (groupBy === "department") {
    return Prisma.sql`grouped AS (
      SELECT COALESCE(department, '') AS key,
        CASE WHEN COALESCE(department, '') = '' THEN ${NO_DEPARTMENT} ELSE COALESCE(department, '') END AS label,
        0 AS depth,
        ${countColumns(Prisma.sql`true`)}
      FROM people GROUP BY COALESCE(department, ''))`;
  }
  // Everyone counts for each manager on their path (direct + indirect), and for their own manager
  // as a direct report; the depth orders the root first, then each level below.
  return Prisma.sql`by_manager AS (
      SELECT u.mid, min(u.depth)::int AS depth,
        ${countColumns(Prisma.sql`true`)},
        ${countColumns(Prisma.sql`pe."parentId" = u.mid`, "direct_")}
      FROM people pe CROSS JOIN LATERAL unnest(pe.path) WITH ORDINALITY AS u(mid, depth)
      GROUP BY u.mid),
    grouped AS (
      SELECT m."hrisId" AS key, m.name AS label, g.*
      FROM by_manager g JOIN "Employee" m ON m.id = g.mid)`;
}

type Flags = Record<string, number | boolean>;

/** A row's `<prefix><phase>_<what>` columns as per-phase counts. */
export function phaseCounts(row: Flags, prefix = "") {
  return Object.fromEntries(
    COMPLETION_PHASES.map((phase) => {
      const n = (what: string) => Number(row[`${prefix}${phase}_${what}`] ?? 0);
      return [phase, { done: n("done"), total: n("total"), overdue: n("overdue") }];
    }),
  );
}

/** A person row's per-phase state. */
export function personPhases(row: Flags) {
  return Object.fromEntries(
    COMPLETION_PHASES.map((phase) => [
      phase,
      row[`${phase}_counted`] === false
        ? "excused"
        : row[`${phase}_done`]
          ? "done"
          : row[`${phase}_overdue`]
            ? "overdue"
            : "open",
    ]),
  ) as Record<ReviewPhaseName, "done" | "overdue" | "open" | "excused">;
}

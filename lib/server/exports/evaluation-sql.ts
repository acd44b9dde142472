import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { activeCycleIdSql } from "@/lib/server/review-cycles/active-cycle";
import type { EvaluationFilters } from "@/lib/shared/schemas/data-export";
import {
  columnSql,
  submittedSql,
  tableSql,
  type AssessmentKind,
  type ExportKind,
} from "@/lib/server/assessments/assessment-kind";
import { EXPORT_KINDS, PROGRESS_KINDS } from "@/lib/server/assessments/registry";

// The SQL pieces shared by the completed-evaluations page, its metrics and the Excel export.
// One row per employee who has a manager (nobody evaluates the top of the org), with the
// employee's direct manager. An assessment counts once it is complete in the current review
// cycle, by its kind's submitted rule (lib/server/assessments/, the save path's too; spec 2 §4),
// for the kinds registered as making up progress. Completion status (spec 1 §4): Complete = all three, Partial = one
// or two, Pending = none, the same rule as the manager's badges.

/**
 * The review cycle the rows are read in, as a CTE named `cycle`: the one asked for (the export's
 * cycle filter, a profile's history), or the active one (lib/server/review-cycles/active-cycle.ts) when null.
 */
export const cycleCte = (cycleId: number | null) =>
  Prisma.sql`cycle AS MATERIALIZED (SELECT ${cycleId === null ? activeCycleIdSql : Prisma.sql`${cycleId}::int`} AS id)`;

/** How many assessments make up progress (3), as a literal: complete is this many, partial fewer. */
export const ALL_DONE = Prisma.raw(String(PROGRESS_KINDS.length));
const PARTLY_DONE = Prisma.raw(
  Array.from({ length: PROGRESS_KINDS.length - 1 }, (_, i) => i + 1).join(", ") || "-1",
);

/** The kind's complete rows `x` in the current cycle (the kind's submitted rule, assessment-kind.ts). */
const completeIn = (kind: AssessmentKind) =>
  Prisma.sql`FROM ${tableSql(kind)} x WHERE x."cycleId" = (SELECT id FROM cycle) AND ${submittedSql(kind, "x")}`;

/**
 * How many of the assessments that make up progress are complete for employee `e` (0–3), probed
 * per employee through the (employee, manager, cycle) unique indexes. For the status filter: a page
 * walks the name index and stops after its rows, and the export's batches probe each employee once.
 */
export const completedCount = Prisma.sql`(${Prisma.join(
  PROGRESS_KINDS.map((k) => Prisma.sql`(EXISTS (SELECT 1 ${completeIn(k)} AND x."employeeId" = e.id))::int`),
  " + ",
)})`;

/**
 * A CTE `done(id, n)`: for every employee with at least one complete assessment, how many (1–3).
 * For the metrics, which count the whole view: one scan of each assessment table and a hash
 * join, instead of three probes per employee.
 */
export const doneCte = Prisma.sql`done AS (
  SELECT id, count(*)::int AS n FROM (
    ${Prisma.join(
      PROGRESS_KINDS.map(
        (k, i) =>
          Prisma.sql`SELECT DISTINCT x."employeeId" AS id, ${Prisma.raw(String(i))} AS kind ${completeIn(k)}`,
      ),
      " UNION ALL ",
    )}
  ) k GROUP BY id
)`;

/**
 * Employees `e` with their manager `m` and title `t`; add `WHERE ${filterWhere(...)}`, which keeps
 * only employees who have a manager. `m` is a LEFT JOIN on a unique key (the mgrId foreign key
 * guarantees the row), so PostgreSQL drops it from a statement that reads none of its columns:
 * the unfiltered metrics do not hash the org a second time.
 */
export const peopleFrom = Prisma.sql`"Employee" e
  LEFT JOIN "Employee" m ON m."hrisId" = e."mgrId"
  LEFT JOIN "Title" t ON t.id = e."titleId"`;

const contains = (column: Prisma.Sql, needle: string) =>
  Prisma.sql`strpos(lower(COALESCE(${column}, '')), lower(${needle})) > 0`;

/**
 * The search, manager and department filters (status is separate: the metrics break the view
 * down by status). Search is a case-insensitive substring (spec 1 §5) of the employee's name,
 * HRIS id, title, department or manager name; strpos, so % and _ are plain characters.
 */
export function filterWhere(filters: Omit<EvaluationFilters, "status">): Prisma.Sql {
  const conditions: Prisma.Sql[] = [Prisma.sql`e."mgrId" IS NOT NULL AND e."mgrId" <> e."hrisId"`];
  if (filters.manager) conditions.push(Prisma.sql`m."hrisId" = ${filters.manager}`);
  if (filters.department) conditions.push(Prisma.sql`e.department = ${filters.department}`);
  if (filters.search) {
    const s = filters.search;
    conditions.push(
      Prisma.sql`(${Prisma.join(
        [
          contains(Prisma.sql`e.name`, s),
          contains(Prisma.sql`e."hrisId"`, s),
          contains(Prisma.sql`COALESCE(t.name, e."mappedTitle")`, s),
          contains(Prisma.sql`e.department`, s),
          contains(Prisma.sql`m.name`, s),
        ],
        " OR ",
      )})`,
    );
  }
  return Prisma.join(conditions, " AND ");
}

/** The status filter on the completed count. */
export function statusWhere(status: EvaluationFilters["status"]): Prisma.Sql {
  switch (status) {
    case "Complete":
      return Prisma.sql`${completedCount} = ${ALL_DONE}`;
    case "Partial":
      return Prisma.sql`${completedCount} IN (${PARTLY_DONE})`;
    case "Pending":
      return Prisma.sql`${completedCount} = 0`;
    default:
      return Prisma.sql`true`;
  }
}

const rowOf = (i: number) => Prisma.raw(`k${i}`);

/**
 * The latest complete assessment of each kind with export columns for the employees of `p`,
 * preferring the direct manager's when a skip-level manager also assessed the employee. Dates are
 * the assessment's last change.
 */
export function assessmentJoins(kinds: readonly ExportKind[] = EXPORT_KINDS): Prisma.Sql {
  return Prisma.join(
    kinds.map(
      (k, i) => Prisma.sql`
  LEFT JOIN LATERAL (
    SELECT ${columnSql("x", k.scoreColumn)}::numeric AS score, x."updatedAt" AS at ${completeIn(k)}
    AND x."employeeId" = p.id
    ORDER BY (x."managerId" = p."managerId") DESC, x."updatedAt" DESC, x.id DESC LIMIT 1
  ) ${rowOf(i)} ON true`,
    ),
    "",
  );
}

/** The column of a kind's stored (unrounded) score, which the combined score is computed from. */
export const storedScoreColumn = (kind: ExportKind) => `${kind.name}StoredScore`;

const quoted = (name: string) => {
  if (!/^[A-Za-z]+$/.test(name)) throw new Error(`rowColumns: bad column ${name}`);
  return Prisma.raw(`"${name}"`);
};

/**
 * The columns of a completed-evaluation row, over `p` (a page of people) and assessmentJoins: per
 * kind, whether it is complete, its score rounded half-up to one decimal by PostgreSQL's numeric
 * round (spec 1 §9), its stored score and its date.
 */
export function rowColumns(kinds: readonly ExportKind[] = EXPORT_KINDS): Prisma.Sql {
  const perKind = kinds.map(
    (k, i) => Prisma.sql`${rowOf(i)}.at IS NOT NULL AS ${quoted(k.export.has)},
  round(${rowOf(i)}.score, 1)::float8 AS ${quoted(k.export.score)},
  ${rowOf(i)}.score::float8 AS ${quoted(storedScoreColumn(k))},
  ${rowOf(i)}.at AS ${quoted(k.export.date)}`,
  );
  return Prisma.sql`
  p.id AS "employeeId", p.name AS "employeeName", p."hrisId" AS "employeeHrisId",
  p.title AS "employeeTitle", p.department AS "employeeDepartment",
  p."managerName", p."managerHrisId",
  ${Prisma.join(perKind, ",\n  ")},
  GREATEST(${Prisma.join(kinds.map((_, i) => Prisma.sql`${rowOf(i)}.at`))}) AS "lastUpdated",
  ${acknowledgementComment} AS "acknowledgementComment"`;
}

/**
 * What the employee wrote when acknowledging their shared review in the cycle (issue 34 §8, ADR
 * 0087): the latest acknowledged version's comment, probed through its (cycle, employee) index.
 */
const acknowledgementComment = Prisma.sql`(SELECT a.comment FROM "ReviewAcknowledgement" a
    WHERE a."cycleId" = (SELECT id FROM cycle) AND a."employeeId" = p.id ORDER BY a.version DESC LIMIT 1)`;

/** The person columns the page subquery must expose as `p`. */
export const personColumns = Prisma.sql`e.id, e.name, e."hrisId", COALESCE(t.name, e."mappedTitle") AS title,
  e.department, m.id AS "managerId", m.name AS "managerName", m."hrisId" AS "managerHrisId"`;

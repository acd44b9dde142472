import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { currentCycleIdSql } from "@/lib/server/review-cycles/current-cycle";
import type { EvaluationFilters } from "@/lib/shared/schemas/data-export";
import { submittedSql, tableSql, type AssessmentKind } from "@/lib/server/assessments/assessment-kind";
import { PROGRESS_KINDS } from "@/lib/server/assessments/registry";
import { behavioralKind } from "@/lib/server/behavioral/behavioral-kind";
import { valuesKind } from "@/lib/server/values-review/values-kind";
import { performanceKind } from "@/lib/server/performance-questionnaire/performance-kind";

// The SQL pieces shared by the completed-evaluations page, its metrics and the Excel export.
// One row per employee who has a manager (nobody evaluates the top of the org), with the
// employee's direct manager. An assessment counts once it is complete in the current review
// cycle, by its kind's submitted rule (lib/server/assessments/, the save path's too; spec 2 §4),
// for the kinds registered as making up progress. Completion status (spec 1 §4): Complete = all three, Partial = one
// or two, Pending = none, the same rule as the manager's badges.

/** The current review cycle (lib/server/review-cycles/current-cycle.ts), as a CTE named `cycle`. */
export const cycleCte = Prisma.sql`cycle AS MATERIALIZED (SELECT ${currentCycleIdSql} AS id)`;

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
      return Prisma.sql`${completedCount} = 3`;
    case "Partial":
      return Prisma.sql`${completedCount} IN (1, 2)`;
    case "Pending":
      return Prisma.sql`${completedCount} = 0`;
    default:
      return Prisma.sql`true`;
  }
}

/**
 * The latest complete assessment of each kind for the employees of `p`, preferring the direct
 * manager's when a skip-level manager also assessed the employee. Scores are rounded half-up to
 * one decimal by PostgreSQL's numeric round (spec 1 §9); dates are the assessment's last change.
 */
export const assessmentJoins = Prisma.sql`
  LEFT JOIN LATERAL (
    SELECT round(x."totalAverage", 1)::float8 AS score, x."updatedAt" AS at ${completeIn(behavioralKind)}
    AND x."employeeId" = p.id
    ORDER BY (x."managerId" = p."managerId") DESC, x."updatedAt" DESC, x.id DESC LIMIT 1
  ) b ON true
  LEFT JOIN LATERAL (
    SELECT x."overallScore" AS score, x."updatedAt" AS at ${completeIn(valuesKind)}
    AND x."employeeId" = p.id
    ORDER BY (x."managerId" = p."managerId") DESC, x."updatedAt" DESC, x.id DESC LIMIT 1
  ) v ON true
  LEFT JOIN LATERAL (
    SELECT x."overallPerformance"::numeric AS score, x."updatedAt" AS at ${completeIn(performanceKind)}
    AND x."employeeId" = p.id
    ORDER BY (x."managerId" = p."managerId") DESC, x."updatedAt" DESC, x.id DESC LIMIT 1
  ) q ON true`;

/** The columns of a completed-evaluation row, over `p` (a page of people) and assessmentJoins. */
export const rowColumns = Prisma.sql`
  p.id AS "employeeId", p.name AS "employeeName", p."hrisId" AS "employeeHrisId",
  p.title AS "employeeTitle", p.department AS "employeeDepartment",
  p."managerName", p."managerHrisId",
  b.at IS NOT NULL AS "hasBehavioralReview", b.score AS "behavioralOverallScore",
  v.at IS NOT NULL AS "hasValuesReview", round(v.score, 1)::float8 AS "valuesOverallScore",
  q.at IS NOT NULL AS "hasPerformanceReview", round(q.score, 1)::float8 AS "performanceScore",
  v.score::float8 AS "valuesStoredScore", q.score::float8 AS "performanceStoredScore",
  b.at AS "behavioralReviewDate", v.at AS "valuesReviewDate", q.at AS "performanceReviewDate",
  GREATEST(b.at, v.at, q.at) AS "lastUpdated"`;

/** The person columns the page subquery must expose as `p`. */
export const personColumns = Prisma.sql`e.id, e.name, e."hrisId", COALESCE(t.name, e."mappedTitle") AS title,
  e.department, m.id AS "managerId", m.name AS "managerName", m."hrisId" AS "managerHrisId"`;

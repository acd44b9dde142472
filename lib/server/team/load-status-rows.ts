import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db/client";
import { reportsBelow } from "@/lib/server/access/hierarchy";
import { activeCycleIdSql } from "@/lib/server/review-cycles/active-cycle";
import {
  columnSql,
  statusColumns,
  submittedSql,
  tableSql,
  type ProgressKind,
  type StatusRow,
} from "@/lib/server/assessments/assessment-kind";
import { PROGRESS_KINDS } from "@/lib/server/assessments/registry";

/** Which employees to report on: the whole hierarchy below a manager, or one employee. */
export type StatusScope =
  { kind: "hierarchy"; rootHrisId: string } | { kind: "employee"; employeeId: number };

function scopeCte(scope: StatusScope) {
  if (scope.kind === "employee") {
    return Prisma.sql`scope(id, "hrisId", "titleId") AS (
      SELECT id, "hrisId", "titleId" FROM "Employee" WHERE id = ${scope.employeeId})`;
  }
  return reportsBelow({ hrisId: scope.rootHrisId }, ["titleId"], "scope");
}

const rowOf = (i: number) => `k${i}`;

const named = (kind: ProgressKind, column: "id" | "complete" | "score") =>
  Prisma.raw(`"${statusColumns(kind)[column]}"`);

/**
 * The assessments this manager wrote in the active review cycle (see active-cycle.ts) for every
 * employee in scope, in ONE query: each kind that makes up progress is joined on its
 * (employee, manager, cycle) key, with what the kind reads beyond its state and score.
 */
export async function loadStatusRows(
  managerId: number,
  scope: StatusScope,
  kinds: readonly ProgressKind[] = PROGRESS_KINDS,
): Promise<StatusRow[]> {
  const extras = kinds.map((k, i) => ({ extras: k.statusExtras, row: Prisma.raw(rowOf(i)) }));
  const ctes = extras.flatMap(({ extras }) => (extras ? [Prisma.sql`,\n    ${extras.ctes(managerId)}`] : []));
  const columns = kinds.map(
    (k, i) => Prisma.sql`${Prisma.raw(rowOf(i))}.id AS ${named(k, "id")},
      ${submittedSql(k, rowOf(i))} AS ${named(k, "complete")},
      ${columnSql(rowOf(i), k.scoreColumn)}::float8 AS ${named(k, "score")}`,
  );
  const joins = kinds.map(
    (
      k,
      i,
    ) => Prisma.sql`LEFT JOIN ${tableSql(k)} ${Prisma.raw(rowOf(i))} ON ${Prisma.raw(rowOf(i))}."employeeId" = e.id
      AND ${Prisma.raw(rowOf(i))}."managerId" = ${managerId} AND ${Prisma.raw(rowOf(i))}."cycleId" = c.id`,
  );
  for (const { extras: x, row } of extras) {
    if (!x) continue;
    columns.push(x.columns);
    joins.push(x.joins(row));
  }
  return db.$queryRaw<StatusRow[]>`/* prepared */
    WITH RECURSIVE ${scopeCte(scope)},
    cycle AS MATERIALIZED (
      SELECT id FROM "ReviewCycle" WHERE id = ${activeCycleIdSql}
    )${ctes.length ? Prisma.join(ctes, "") : Prisma.empty}
    SELECT e.id AS "employeeId", e."hrisId" AS "employeeHrisId",
      ${Prisma.join(columns, ",\n      ")}
    FROM scope e
    LEFT JOIN cycle c ON true
    ${Prisma.join(joins, "\n    ")}
    ORDER BY e.id`;
}

import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db, type Tx } from "@/lib/server/db/client";
import type { ManagerSession } from "@/lib/server/auth/session";
import { notFound } from "@/lib/server/errors";
import { identityKey } from "@/lib/shared/identity-key";

// A manager's reports are the recursive closure of the manager link (Employee.mgrId → the
// manager's HRIS id). This module is the only place that walks it (docs/decisions/0004):
//  - `reportsBelow`: the walk down from a manager, as a CTE to put inside any query that lists
//    or aggregates a hierarchy;
//  - `levelBelow`: the walk up from one employee, as an SQL expression (the depth below the
//    manager, or NULL outside) to put inside any query about one employee or one row;
//  - `managerChains`: the walk up from many employees at once, each one's managers in order;
//  - `findEmployeeForManager`: one employee read on a manager's behalf, permission and read in
//    one statement (404 unknown or outside, the same answer: an id's existence is not told).
// An HRIS id from outside (an address, a body) is matched by its identityKey against the
// generated, uniquely indexed "hrisIdKey" column, the rule sign-in uses; the manager links
// (mgrId → hrisId) are the stored values themselves.

/** Who is acting: any manager session has these. */
export type HierarchyRoot = Pick<ManagerSession, "hrisId">;

/** Employee columns a walk may carry (carrying them avoids joining "Employee" again afterwards). */
export type CarriedColumn = "email" | "department" | "titleId" | "mappedTitle" | "oldTitle" | "startDate";

/**
 * A recursive CTE `<as>(id, "hrisId", name, level, "parentId", "parentHrisId", "parentName",
 * ...carry)`: everyone below the manager with their depth (1 = direct report) and direct
 * manager. Put it after `WITH RECURSIVE`. The manager is never re-entered, so the walk ends even
 * when the data holds a management cycle through them (cycles elsewhere cannot be reached).
 *
 * The carried columns travel inside the walk: joining "Employee" again afterwards makes the
 * planner (which guesses thousands of rows for any recursive CTE) hash the whole table even for
 * a team lead with ten people.
 *
 * `root: null` walks the whole org from its top (people whose manager link leads nowhere, level 1,
 * no parent): a management cycle has no top, so it is never entered. With `withPath`, a last
 * column `path` (int[]) lists the ids of everyone above the row inside the walk, the root first
 * (for subtree aggregates: a person counts for every id on their path).
 */
export function reportsBelow(
  root: HierarchyRoot | null,
  carry: readonly CarriedColumn[] = [],
  as = "below",
  { withPath = false }: { withPath?: boolean } = {},
): Prisma.Sql {
  if (!/^[a-z_]+$/.test(as)) throw new Error(`reportsBelow: bad CTE name ${as}`);
  const name = Prisma.raw(as);
  const extra = carry.map((c) => `"${c}"`);
  const head = Prisma.raw(
    ["id", '"hrisId"', "name", "level", '"parentId"', '"parentHrisId"', '"parentName"', ...extra]
      .concat(withPath ? ["path"] : [])
      .join(", "),
  );
  const fromE = Prisma.raw(extra.map((c) => `, e.${c}`).join(""));
  const below = Prisma.raw(withPath ? ", b.path || b.id" : "");
  if (root === null) {
    // The top has no parent: NULLIF(x, x) is a NULL of x's own type and collation, which the
    // recursive term's columns must match exactly.
    return Prisma.sql`${name}(${head}) AS (
      SELECT e.id, e."hrisId", e.name, 1, NULL::int, NULLIF(e."hrisId", e."hrisId"), NULLIF(e.name, e.name)${fromE}${Prisma.raw(withPath ? ", ARRAY[]::int[]" : "")}
      FROM "Employee" e
      WHERE e."mgrId" IS NULL OR NOT EXISTS (SELECT 1 FROM "Employee" m WHERE m."hrisId" = e."mgrId")
      UNION ALL
      SELECT e.id, e."hrisId", e.name, b.level + 1, b.id, b."hrisId", b.name${fromE}${below}
      FROM "Employee" e JOIN ${name} b ON e."mgrId" = b."hrisId"
    )`;
  }
  return Prisma.sql`${name}(${head}) AS (
      SELECT e.id, e."hrisId", e.name, 1, m.id, m."hrisId", m.name${fromE}${Prisma.raw(withPath ? ", ARRAY[m.id]" : "")}
      FROM "Employee" m JOIN "Employee" e ON e."mgrId" = m."hrisId"
      WHERE m."hrisId" = ${root.hrisId} AND e.id <> m.id
      UNION ALL
      SELECT e.id, e."hrisId", e.name, b.level + 1, b.id, b."hrisId", b.name${fromE}${below}
      FROM "Employee" e JOIN ${name} b ON e."mgrId" = b."hrisId"
      WHERE e."hrisId" <> ${root.hrisId}
    )`;
}

/**
 * An SQL expression: how far the employee whose HRIS id is `employeeHrisId` (an SQL expression,
 * e.g. Prisma.sql`e."hrisId"`) is below the manager (1 = direct report), or NULL when outside
 * (the manager themself included). Walks up, so it costs the depth of the org, not its size.
 */
export function levelBelow(root: HierarchyRoot, employeeHrisId: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(
    WITH RECURSIVE up("hrisId", "mgrId", level) AS (
      SELECT x."hrisId", x."mgrId", 0 FROM "Employee" x WHERE x."hrisId" = ${employeeHrisId}
      UNION ALL
      SELECT p."hrisId", p."mgrId", up.level + 1
      FROM "Employee" p JOIN up ON p."hrisId" = up."mgrId"
      WHERE up.level < 100 AND up."hrisId" <> ${root.hrisId}
    )
    SELECT level FROM up WHERE "hrisId" = ${root.hrisId} AND level > 0 LIMIT 1)`;
}

/**
 * For each of `employeeIds`, the ids of their managers up the manager link, the nearest first, in
 * one statement (the escalation digests: who is above a late reviewer). Walks up, so it costs the
 * depth of the org; a management cycle ends the walk where it would come back on itself.
 */
export async function managerChains(
  client: Tx | typeof db,
  employeeIds: number[],
): Promise<Map<number, number[]>> {
  const chains = new Map<number, number[]>(employeeIds.map((id) => [id, []]));
  if (!employeeIds.length) return chains;
  const rows = await client.$queryRaw<{ employeeId: number; managerId: number }[]>`
    WITH RECURSIVE up(start, id, "mgrId", level, seen) AS (
      SELECT e.id, e.id, e."mgrId", 0, ARRAY[e.id] FROM "Employee" e WHERE e.id = ANY(${employeeIds}::int[])
      UNION ALL
      SELECT up.start, m.id, m."mgrId", up.level + 1, up.seen || m.id
      FROM up JOIN "Employee" m ON m."hrisId" = up."mgrId"
      WHERE NOT m.id = ANY(up.seen) AND up.level < 100
    )
    SELECT start AS "employeeId", id AS "managerId" FROM up WHERE level > 0 ORDER BY start, level`;
  for (const r of rows) chains.get(r.employeeId)?.push(r.managerId);
  return chains;
}

/** An employee as a manager sees them: who they are, where they sit, how far below. */
export type EmployeeInHierarchy = {
  id: number;
  hrisId: string;
  name: string;
  email: string | null;
  department: string | null;
  titleId: number | null;
  /** Display title: the catalogue title, else the HRIS mapped title. */
  title: string | null;
  titleLevel: number | null;
  mappedTitle: string | null;
  oldTitle: string | null;
  /** YYYY-MM-DD */
  startDate: string | null;
  reportingLevel: number;
  directManagerId: number;
  directManagerHrisId: string;
  directManagerName: string;
};

export type EmployeeRef = { id: number } | { hrisId: string };

/** The one answer for an employee that is unknown or outside the manager's hierarchy. */
export const employeeNotFound = () => notFound("Employee not found.");

/**
 * The employee the manager may act on, read together with the permission in ONE statement:
 * 404 when the reference is unknown or the employee outside the hierarchy (the manager's own
 * record included: a manager does not assess themselves), one answer for both so that no id's
 * existence is told. Pass `tx` to read inside a transaction that then writes.
 */
export async function findEmployeeForManager(
  root: HierarchyRoot,
  ref: EmployeeRef,
  client: Tx | typeof db = db,
): Promise<EmployeeInHierarchy> {
  const match =
    "id" in ref ? Prisma.sql`e.id = ${ref.id}` : Prisma.sql`e."hrisIdKey" = ${identityKey(ref.hrisId)}`;
  const [row] = await client.$queryRaw<
    (Omit<EmployeeInHierarchy, "reportingLevel"> & { reportingLevel: number | null })[]
  >`
    SELECT e.id, e."hrisId", e.name, NULLIF(e.email, '') AS email, e.department, e."titleId",
           COALESCE(t.name, e."mappedTitle") AS title, t.level AS "titleLevel",
           e."mappedTitle", e."oldTitle", to_char(e."startDate", 'YYYY-MM-DD') AS "startDate",
           m.id AS "directManagerId", m."hrisId" AS "directManagerHrisId", m.name AS "directManagerName",
           ${levelBelow(root, Prisma.sql`e."hrisId"`)}::int AS "reportingLevel"
    FROM "Employee" e
    LEFT JOIN "Title" t ON t.id = e."titleId"
    LEFT JOIN "Employee" m ON m."hrisId" = e."mgrId"
    WHERE ${match}`;
  if (!row || row.reportingLevel === null) throw employeeNotFound();
  return { ...row, reportingLevel: Number(row.reportingLevel) };
}

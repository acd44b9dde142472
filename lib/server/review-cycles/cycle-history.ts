import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db/client";
import { employeeNotFound, levelBelow } from "@/lib/server/access/hierarchy";
import { readEmployeeRowIn } from "@/lib/server/exports/evaluation-rows";
import type { Session } from "@/lib/server/auth/session";
import {
  COMPARE_CYCLES,
  type CompareColumn,
  type EmployeeCycle,
  type EmployeeCyclesAnswer,
} from "@/lib/shared/schemas/cycle-history";

// History (issue 32 §8): the cycles an employee was in, readable by HR and by the managers above
// them, closed and archived ones included. "Was in" is a participant row, or, for a cycle with no
// participant list (the migrated one), any assessment of them in it. Two statements for the list
// and at most three for the comparison: bounded, whatever the history's length.

type CycleRow = {
  employeeId: number;
  hrisId: string;
  employeeName: string;
  id: number | null;
  name: string | null;
  status: EmployeeCycle["status"] | null;
  startedAt: Date | null;
  closedAt: Date | null;
  participantStatus: "Active" | "Left" | null;
  scale: string | null;
};

const assessedIn = (table: string) =>
  Prisma.sql`SELECT x."cycleId" FROM ${Prisma.raw(`"${table}"`)} x, person WHERE x."employeeId" = person.id`;

/** Every cycle the employee was in, newest first; 404 for an employee the session may not see. */
export async function listEmployeeCycles(
  session: Session,
  employeeId: number,
): Promise<Pick<EmployeeCyclesAnswer, "employee" | "cycles">> {
  // The permission is part of the statement (DESIGN rule 9): a manager reads only below them.
  const allowed =
    session.kind === "hr"
      ? Prisma.sql`true`
      : Prisma.sql`${levelBelow(session, Prisma.sql`e."hrisId"`)} IS NOT NULL`;
  const rows = await db.$queryRaw<CycleRow[]>`
    WITH person AS MATERIALIZED (SELECT e.id, e."hrisId", e.name FROM "Employee" e WHERE e.id = ${employeeId} AND ${allowed}),
    ids AS (
      SELECT p."cycleId" FROM "ReviewCycleParticipant" p, person WHERE p."employeeId" = person.id
      UNION ${assessedIn("BehavioralEvaluation")}
      UNION ${assessedIn("ManagerValuesReview")}
      UNION ${assessedIn("PerformanceQuestionnaire")}
    )
    SELECT person.id AS "employeeId", person."hrisId", person.name AS "employeeName", c.id, c.name, c.status::text AS status,
           COALESCE(c."launchedAt", c."createdAt") AS "startedAt", c."closedAt", c.scale,
           rp.status::text AS "participantStatus"
    FROM person
    LEFT JOIN ids ON true
    LEFT JOIN "ReviewCycle" c ON c.id = ids."cycleId"
    LEFT JOIN "ReviewCycleParticipant" rp ON rp."cycleId" = c.id AND rp."employeeId" = person.id
    ORDER BY COALESCE(c."launchedAt", c."createdAt") DESC NULLS LAST, c.id DESC`;
  if (!rows.length) throw employeeNotFound();
  const cycles: EmployeeCycle[] = [];
  for (const r of rows) {
    if (r.id === null) continue; // the employee, in no cycle yet
    cycles.push({
      id: r.id,
      name: r.name!,
      status: r.status!,
      startedAt: r.startedAt!.toISOString(),
      closedAt: r.closedAt?.toISOString() ?? null,
      participantStatus: r.participantStatus,
      scale: r.scale!,
    });
  }
  const [{ hrisId, employeeName }] = rows;
  return { employee: { id: employeeId, hrisId, name: employeeName }, cycles };
}

/** The cycles, and the last three side by side where their scale matches the newest one's. */
export async function getEmployeeCycles(session: Session, employeeId: number): Promise<EmployeeCyclesAnswer> {
  const { employee, cycles } = await listEmployeeCycles(session, employeeId);
  const lastThree = cycles.filter((c) => c.status !== "Draft").slice(0, COMPARE_CYCLES);
  const scale = lastThree[0]?.scale;
  const compare: CompareColumn[] = await Promise.all(
    lastThree.map(async (c) => ({
      ...c,
      scores: c.scale === scale ? await scoresIn(c.id, employeeId) : null,
    })),
  );
  return { employee, cycles, compare };
}

async function scoresIn(cycleId: number, employeeId: number) {
  const row = await readEmployeeRowIn(cycleId, employeeId);
  return {
    combined: row?.totalAssessmentScore ?? null,
    behavioral: row?.behavioralOverallScore ?? null,
    values: row?.valuesOverallScore ?? null,
    performance: row?.performanceScore ?? null,
  };
}

import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db/client";
import type { StatusRow } from "@/lib/server/team/build-status";
import { reportsBelow } from "@/lib/server/access/hierarchy";
import { currentCycleIdSql } from "@/lib/server/review-cycles/current-cycle";

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

/**
 * The assessments this manager wrote in the current review cycle (see current-cycle.ts) for every employee in scope, in ONE query: the three assessment tables are joined on
 * their (employee, manager, cycle) keys, the question counts come from the employee's title's
 * competencies, and the scored-question counts from the manager's evaluations' scores.
 */
export async function loadStatusRows(managerId: number, scope: StatusScope): Promise<StatusRow[]> {
  return db.$queryRaw<StatusRow[]>`/* prepared */
    WITH RECURSIVE ${scopeCte(scope)},
    cycle AS MATERIALIZED (
      SELECT id FROM "ReviewCycle" WHERE id = ${currentCycleIdSql}
    ),
    title_questions AS MATERIALIZED (
      SELECT tc."titleId", count(*)::int AS n
      FROM "TitleCompetency" tc JOIN "CompetencySubcomponent" sc ON sc."competencyId" = tc."competencyId"
      GROUP BY tc."titleId"
    ),
    -- Scored questions of this manager's evaluations in the cycle, counting only subcomponents
    -- of the employee's title (a title change leaves old scores behind). Bounded by the
    -- manager's own evaluations, not by the size of the org.
    answered AS MATERIALIZED (
      SELECT bs."evaluationId", count(*)::int AS n
      FROM "BehavioralEvaluation" b
      JOIN cycle c ON c.id = b."cycleId"
      JOIN "Employee" emp ON emp.id = b."employeeId"
      JOIN "BehavioralSubcomponentScore" bs ON bs."evaluationId" = b.id AND bs.score > 0
      JOIN "CompetencySubcomponent" sc ON sc.id = bs."subcomponentId"
      JOIN "TitleCompetency" tc ON tc."competencyId" = sc."competencyId" AND tc."titleId" = emp."titleId"
      WHERE b."managerId" = ${managerId}
      GROUP BY bs."evaluationId"
    )
    SELECT e.id AS "employeeId", e."hrisId" AS "employeeHrisId",
      be.id AS "evaluationId", be."isDraft" AS "evaluationIsDraft", be."totalAverage"::float8 AS "totalAverage",
      COALESCE(a.n, 0) AS "completedQuestions",
      COALESCE(tq.n, 0) AS "totalQuestions",
      mv.id AS "valuesReviewId", mv."isDraft" AS "valuesIsDraft", mv."overallScore"::float8 AS "valuesOverallScore",
      pq.id AS "questionnaireId", pq."submittedAt" AS "questionnaireSubmittedAt", pq."overallPerformance"
    FROM scope e
    LEFT JOIN cycle c ON true
    LEFT JOIN "BehavioralEvaluation" be ON be."employeeId" = e.id AND be."managerId" = ${managerId} AND be."cycleId" = c.id
    LEFT JOIN "ManagerValuesReview" mv ON mv."employeeId" = e.id AND mv."managerId" = ${managerId} AND mv."cycleId" = c.id
    LEFT JOIN "PerformanceQuestionnaire" pq ON pq."employeeId" = e.id AND pq."managerId" = ${managerId} AND pq."cycleId" = c.id
    LEFT JOIN answered a ON a."evaluationId" = be.id
    LEFT JOIN title_questions tq ON tq."titleId" = e."titleId"
    ORDER BY e.id`;
}

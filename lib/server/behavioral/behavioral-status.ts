import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { StatusExtras } from "@/lib/server/assessments/assessment-kind";

const num = (v: unknown): number | null =>
  v === null || v === undefined || Number.isNaN(Number(v)) ? null : Number(v);

/**
 * What the team status reads of the behavioral evaluation beyond its state and score (spec 2 §3):
 * the question counts, from the employee's title's competencies, and the scored-question counts
 * from the manager's evaluations' scores.
 */
export const behavioralStatus: StatusExtras = {
  ctes: (managerId) => Prisma.sql`title_questions AS MATERIALIZED (
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
    )`,
  joins: (row) => Prisma.sql`LEFT JOIN answered a ON a."evaluationId" = ${row}.id
    LEFT JOIN title_questions tq ON tq."titleId" = e."titleId"`,
  columns: Prisma.sql`COALESCE(a.n, 0) AS "completedQuestions", COALESCE(tq.n, 0) AS "totalQuestions"`,
  fill: (row, own) => ({
    hasEvaluation: own.id !== null,
    isDraft: own.state === "draft",
    evaluationId: own.id,
    completedQuestions: own.id !== null ? (num(row.completedQuestions) ?? 0) : 0,
    totalQuestions: num(row.totalQuestions) ?? 0,
    totalAverage: own.score,
  }),
};

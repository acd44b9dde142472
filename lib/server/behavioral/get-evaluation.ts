import "server-only";
import { db } from "@/lib/server/db/client";
import { notFound } from "@/lib/server/errors";
import { levelBelow } from "@/lib/server/access/hierarchy";
import { Prisma } from "@/generated/prisma/client";
import type { ManagerSession } from "@/lib/server/auth/session";
import type { EvaluationDto } from "@/lib/shared/schemas/behavioral";

/**
 * GET /api/evaluation/{id}: only the manager who wrote it, and only while the employee is still
 * in their hierarchy; anyone else gets the 404 of an unknown id, so no id's existence is told.
 */
export async function getBehavioralEvaluation(
  session: ManagerSession,
  evaluationId: number,
): Promise<EvaluationDto> {
  // Who may read it, decided in one statement: the writer, while the employee is still theirs.
  const [access] = await db.$queryRaw<{ mine: boolean; inside: boolean }[]>`
    SELECT b."managerId" = ${session.employeeId} AS mine,
           ${levelBelow(session, Prisma.sql`e."hrisId"`)} IS NOT NULL AS inside
    FROM "BehavioralEvaluation" b JOIN "Employee" e ON e.id = b."employeeId"
    WHERE b.id = ${evaluationId}`;
  if (!access?.mine || !access.inside) throw notFound("Evaluation not found.");
  const ev = await db.behavioralEvaluation.findUnique({
    where: { id: evaluationId, managerId: session.employeeId },
    select: {
      id: true,
      employeeId: true,
      managerId: true,
      overallComments: true,
      isDraft: true,
      updatedAt: true,
      submittedAt: true,
      totalAverage: true,
      scores: {
        select: { subcomponentId: true, competencyId: true, score: true, notes: true },
        orderBy: { id: "asc" },
      },
      competencies: { select: { competencyId: true, notes: true, overrideScore: true } },
      // A closed or archived cycle's evaluation is read-only on the screen (issue 32 §8).
      cycle: { select: { name: true, status: true } },
    },
  });
  if (!ev) throw notFound("Evaluation not found.");

  const perCompetency = new Map(ev.competencies.map((c) => [c.competencyId, c]));
  return {
    id: ev.id,
    cycle: ev.cycle,
    employeeId: ev.employeeId,
    managerId: ev.managerId,
    overallComments: ev.overallComments,
    isDraft: ev.isDraft,
    updatedAt: ev.updatedAt.toISOString(),
    submittedAt: ev.submittedAt?.toISOString() ?? null,
    totalAverage: ev.totalAverage === null ? null : Number(ev.totalAverage),
    scores: ev.scores.map((s) => {
      const c = perCompetency.get(s.competencyId);
      return {
        subcomponentId: s.subcomponentId,
        scDetailId: s.competencyId,
        score: s.score,
        notes: s.notes,
        competencyNotes: c?.notes ?? null,
        overrideScore: c?.overrideScore == null ? null : Number(c.overrideScore),
      };
    }),
  };
}

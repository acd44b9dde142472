import "server-only";
import { db } from "@/lib/server/db";
import { forbidden, notFound } from "@/lib/server/errors";
import { isInHierarchy } from "@/lib/server/access/hierarchy";
import type { Session } from "@/lib/server/auth/session";
import type { EvaluationDto } from "@/lib/shared/schemas/evaluation";

const ACCESS_DENIED = "You don't have permission to access this evaluation.";

/**
 * GET /api/evaluation/{id}: only the manager who wrote it, and only while the employee is still
 * in their hierarchy (403); an unknown id is 404.
 */
export async function getBehavioralEvaluation(
  session: Session,
  evaluationId: number,
): Promise<EvaluationDto> {
  const ev = await db.behavioralEvaluation.findUnique({
    where: { id: evaluationId },
    select: {
      id: true,
      employeeId: true,
      managerId: true,
      overallComments: true,
      isDraft: true,
      updatedAt: true,
      submittedAt: true,
      totalAverage: true,
      employee: { select: { hrisId: true } },
      scores: {
        select: { subcomponentId: true, competencyId: true, score: true, notes: true },
        orderBy: { id: "asc" },
      },
      competencies: { select: { competencyId: true, notes: true, overrideScore: true } },
    },
  });
  if (!ev) throw notFound("Evaluation not found.");
  if (ev.managerId !== session.id) throw forbidden(ACCESS_DENIED);
  if (!(await isInHierarchy(session.hrisId!, ev.employee.hrisId))) throw forbidden(ACCESS_DENIED);

  const perCompetency = new Map(ev.competencies.map((c) => [c.competencyId, c]));
  return {
    id: ev.id,
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

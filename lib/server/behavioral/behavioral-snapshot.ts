import "server-only";
import type { Tx } from "@/lib/server/db/client";
import { textMark, type Snapshot } from "@/lib/server/audit/audit-changes";
import { rowSnapshot, type Row } from "@/lib/server/audit/audit-snapshots";

/** A behavioral evaluation: status, comments, total, and each competency's scores and notes. */
export async function behavioralSnapshot(tx: Tx, evaluationId: number): Promise<Snapshot | null> {
  const [head] = await tx.$queryRaw<Row[]>`
    SELECT "isDraft", "overallComments", "totalAverage" FROM "BehavioralEvaluation" WHERE id = ${evaluationId}`;
  if (!head) return null;
  const snapshot = rowSnapshot(head)!;
  const subs = await tx.$queryRaw<{ competency: string; sub: string; score: number; notes: string | null }[]>`
    SELECT c.name AS competency, s.name AS sub, sc.score, sc.notes
    FROM "BehavioralSubcomponentScore" sc
    JOIN "CompetencySubcomponent" s ON s.id = sc."subcomponentId"
    JOIN "Competency" c ON c.id = s."competencyId"
    WHERE sc."evaluationId" = ${evaluationId}`;
  for (const r of subs) {
    snapshot[`${r.competency} · ${r.sub}`] = r.score || null; // 0 is "not scored"
    snapshot[`${r.competency} · ${r.sub} notes`] = textMark(r.notes);
  }
  const comps = await tx.$queryRaw<{ competency: string; overrideScore: unknown; notes: string | null }[]>`
    SELECT c.name AS competency, cs."overrideScore", cs.notes
    FROM "BehavioralCompetencyScore" cs JOIN "Competency" c ON c.id = cs."competencyId"
    WHERE cs."evaluationId" = ${evaluationId}`;
  for (const r of comps) {
    snapshot[`${r.competency} override`] = r.overrideScore === null ? null : Number(r.overrideScore);
    snapshot[`${r.competency} notes`] = textMark(r.notes);
  }
  return snapshot;
}

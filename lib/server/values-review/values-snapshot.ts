import "server-only";
import type { Tx } from "@/lib/server/db/client";
import { textMark, type Snapshot } from "@/lib/server/audit/audit-changes";
import { rowSnapshot, type Row } from "@/lib/server/audit/audit-snapshots";

/** A manager's values review: status, notes, overall score, and each value's three scores and notes. */
export async function valuesReviewSnapshot(tx: Tx, reviewId: number): Promise<Snapshot | null> {
  const [head] = await tx.$queryRaw<Row[]>`
    SELECT "isDraft", "overallNotes", "overallScore" FROM "ManagerValuesReview" WHERE id = ${reviewId}`;
  if (!head) return null;
  const snapshot = rowSnapshot(head)!;
  const rows = await tx.$queryRaw<
    ({ value: string; subs: string[]; overrideScore: unknown } & Record<string, string | number | null>)[]
  >`
    SELECT v.name AS value,
           ARRAY(SELECT s.name FROM "ValueSubcomponent" s WHERE s."valueId" = v.id ORDER BY s.position) AS subs,
           cs."subcomp1Score", cs."subcomp2Score", cs."subcomp3Score", cs."overrideScore",
           cs."categoryNotes", cs."valueNotes", cs."subcomp1Notes", cs."subcomp2Notes", cs."subcomp3Notes"
    FROM "ManagerValuesCategoryScore" cs JOIN "CompanyValue" v ON v.id = cs."valueId"
    WHERE cs."reviewId" = ${reviewId}`;
  for (const r of rows) {
    for (const n of [1, 2, 3]) {
      const sub = r.subs[n - 1] ?? `subcomponent ${n}`;
      snapshot[`${r.value} · ${sub}`] = (r[`subcomp${n}Score`] as number) || null; // 0 is "not scored"
      snapshot[`${r.value} · ${sub} notes`] = textMark(r[`subcomp${n}Notes`] as string | null);
    }
    snapshot[`${r.value} override`] = r.overrideScore === null ? null : Number(r.overrideScore);
    snapshot[`${r.value} notes`] = textMark((r.valueNotes ?? r.categoryNotes) as string | null);
  }
  return snapshot;
}

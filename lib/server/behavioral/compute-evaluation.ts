import "server-only";
import { badRequest } from "@/lib/server/errors";
import { behavioralTotal, competencyAverage, roundScore, type CompetencyInput } from "@/lib/shared/scores";
import {
  completenessIssues,
  summarizeIssues,
  type CompetencyDto,
  type CompetencyEntry,
  type ScoreItem,
} from "@/lib/shared/schemas/behavioral";

// Turns a validated body into the rows to store, with every average recomputed here from the
// scores and overrides (the client's numbers are never taken). Pure: no database access.

export type ComputedEvaluation = {
  subcomponentRows: { competencyId: number; subcomponentId: number; score: number; notes: string | null }[];
  competencyRows: {
    competencyId: number;
    notes: string | null;
    overrideScore: number | null;
    average: number | null;
  }[];
  totalAverage: number | null;
  /** The competencies of the employee's title: the ones whose stored scores a save replaces. */
  competencyIds: number[];
  /** Completeness issues in the spec's words (checked only when submitting a new evaluation). */
  issues: string[];
};

const textOrNull = (value: string | null | undefined) => (value && value.trim() ? value : null);

export function computeEvaluation(competencies: CompetencyDto[], items: ScoreItem[]): ComputedEvaluation {
  const owner = new Map<number, number>();
  for (const c of competencies) for (const s of c.subcomponents) owner.set(s.id, c.id);

  const byCompetency = new Map<number, ScoreItem[]>();
  for (const item of items) {
    const competencyId = owner.get(item.subcomponentId);
    if (competencyId === undefined) {
      throw badRequest(`Subcomponent ${item.subcomponentId} is not one of this employee's competencies.`);
    }
    if (item.scDetailId !== undefined && item.scDetailId !== competencyId) {
      throw badRequest(
        `Subcomponent ${item.subcomponentId} does not belong to competency ${item.scDetailId}.`,
      );
    }
    byCompetency.set(competencyId, [...(byCompetency.get(competencyId) ?? []), item]);
  }

  const inputs: CompetencyInput[] = [];
  const entries: (CompetencyEntry | undefined)[] = [];
  const competencyRows: ComputedEvaluation["competencyRows"] = [];
  for (const c of competencies) {
    const own = byCompetency.get(c.id) ?? [];
    const scores = Object.fromEntries(own.map((i) => [i.subcomponentId, i.score ?? 0]));
    // Competency notes and override travel on every item of the competency; the first one set wins.
    const overrideScore = own.find((i) => i.overrideScore != null)?.overrideScore ?? null;
    const input = { scores: c.subcomponents.map((s) => scores[s.id] ?? 0), overrideScore };
    inputs.push(input);
    entries.push(own.length ? { scores, overrideEnabled: overrideScore !== null, overrideScore } : undefined);
    if (!own.length) continue;
    const average = competencyAverage(input);
    competencyRows.push({
      competencyId: c.id,
      notes: textOrNull(own.find((i) => textOrNull(i.competencyNotes))?.competencyNotes),
      overrideScore,
      average: average === null ? null : roundScore(average),
    });
  }

  const total = behavioralTotal(inputs);
  return {
    subcomponentRows: items.map((i) => ({
      competencyId: owner.get(i.subcomponentId)!,
      subcomponentId: i.subcomponentId,
      score: i.score ?? 0,
      notes: textOrNull(i.notes),
    })),
    competencyRows,
    totalAverage: total === null ? null : roundScore(total),
    competencyIds: competencies.map((c) => c.id),
    issues: completenessIssues(
      competencies.map((c) => ({
        name: c.name,
        subcomponents: c.subcomponents.map((s) => ({ id: s.id, name: s.scDetail })),
      })),
      entries,
    ),
  };
}

/** The 400 answer for an incomplete submission: the spec's messages, first 3 then '...'. */
export function validationFailed(issues: string[]) {
  const { shown, hasMore } = summarizeIssues(issues);
  return badRequest(
    `Form validation failed. Please fix the following issues: ${shown.join("; ")}${hasMore ? "; ..." : ""}`,
    issues.map((message) => ({ path: "scores", message })),
  );
}

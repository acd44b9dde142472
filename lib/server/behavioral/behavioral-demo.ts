import "server-only";
import { insertRows } from "@/lib/server/db/bulk-insert";
import { demoSeeder, insertAssessments, pairKey, type DemoDraw } from "@/lib/server/demo/demo-seeder";
import { assessmentTime, COMMENTS, scoreAround } from "@/lib/server/demo/score-assessments";
import { behavioralTotal, competencyAverage, roundScore, type CompetencyInput } from "@/lib/shared/scores";

// The behavioral evaluations of the demo data: drawn per employee from their title's
// competencies (none without them), then written with their competency and subcomponent scores.

type Scored = {
  evaluation: Record<string, unknown>;
  competencies: Record<string, unknown>[];
  scores: Record<string, unknown>[];
};

function scoreBehavioral({ random, level, stage, competencies }: DemoDraw): Scored {
  const isComplete = stage === "complete";
  const inputs: CompetencyInput[] = competencies.map(({ subcomponentIds }) => {
    const scores = subcomponentIds.map(() =>
      isComplete || random.chance(0.55) ? scoreAround(random, level) : 0,
    );
    // A manager now and then overrides a fully scored competency by half a point.
    const avg = competencyAverage({ scores }) ?? 0;
    const override =
      isComplete && random.chance(0.06)
        ? Math.min(5, Math.max(1, Math.round((avg + random.pick([-0.5, 0.5])) * 10) / 10))
        : null;
    return { scores, overrideScore: override };
  });
  if (!isComplete && inputs.length && inputs.every((c) => c.scores.every((s) => s === 0)))
    inputs[0].scores[0] = scoreAround(random, level);
  const total = behavioralTotal(inputs);
  const updatedAt = assessmentTime(random);
  return {
    evaluation: {
      isDraft: !isComplete,
      totalAverage: total === null ? null : roundScore(total),
      overallComments: isComplete ? random.pick(COMMENTS) : null,
      updatedAt,
      submittedAt: isComplete ? updatedAt : null,
    },
    competencies: competencies.map((c, i) => {
      const average = competencyAverage(inputs[i]);
      return {
        competencyId: c.competencyId,
        overrideScore: inputs[i].overrideScore ?? null,
        average: average === null ? null : roundScore(average),
      };
    }),
    scores: competencies.flatMap((c, i) =>
      c.subcomponentIds.map((subcomponentId, j) => ({
        competencyId: c.competencyId,
        subcomponentId,
        score: inputs[i].scores[j],
      })),
    ),
  };
}

export const behavioralDemo = demoSeeder<Scored>({
  says: "behavioral evaluations",
  draw: (d) => (d.competencies.length ? scoreBehavioral(d) : null),
  write: async (tx, cycleId, evaluations) => {
    const evaluationOf = await insertAssessments(
      tx,
      cycleId,
      "BehavioralEvaluation",
      { totalAverage: "numeric", overallComments: "text" },
      evaluations.map(({ employeeId, managerId, evaluation }) => ({ employeeId, managerId, ...evaluation })),
    );
    const withEvaluation = (ev: (typeof evaluations)[number], rows: Record<string, unknown>[]) =>
      rows.map((r) => ({ evaluationId: evaluationOf.get(pairKey(ev)), ...r }));
    await insertRows(
      tx,
      "BehavioralCompetencyScore",
      { evaluationId: "int", competencyId: "int", overrideScore: "numeric", average: "numeric" },
      evaluations.flatMap((ev) => withEvaluation(ev, ev.competencies)),
    );
    await insertRows(
      tx,
      "BehavioralSubcomponentScore",
      { evaluationId: "int", competencyId: "int", subcomponentId: "int", score: "int" },
      evaluations.flatMap((ev) => withEvaluation(ev, ev.scores)),
    );
  },
});

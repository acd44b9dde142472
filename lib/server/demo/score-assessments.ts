import "server-only";
import {
  behavioralTotal,
  competencyAverage,
  roundScore,
  valuesOverall,
  type CompetencyInput,
} from "@/lib/shared/scores";
import { deriveRandom, randomTimestamp, type Random } from "@/lib/server/demo/random";

// What each demo assessment holds, drawn from the seed: which of the three assessments a manager
// has started or finished for an employee, and their scores. Pure; seed-assessments.ts writes
// them. Scores are computed with lib/shared/scores.ts exactly as the app computes them.

export type TitleCompetencies = { competencyId: number; subcomponentIds: number[] }[];
export type Stage = "none" | "draft" | "complete";
export type AssessmentPlan = { behavioral: Stage; values: Stage; performance: Stage };

const CYCLE_FROM = "2025-06-02T08:00:00Z";
const CYCLE_TO = "2025-07-18T18:00:00Z";
const COMMENTS = [
  "Consistently strong contributor; ready for more scope next cycle.",
  "Solid year. Focus next on sharing knowledge more widely across the team.",
  "Delivered reliably under pressure. Keep investing in stakeholder communication.",
  "Good progress since last cycle; needs to prioritise more ruthlessly.",
  "A role model for the team's values; an obvious candidate for a stretch assignment.",
];

/** A steady performance level per employee (about 2.4–4.6): self-review, manager scores and
 *  questionnaire then tell one consistent story. */
export function performanceLevel(seed: number, hrisId: string) {
  return 2.4 + 2.2 * Math.sqrt(deriveRandom(seed, `level:${hrisId}`).next());
}

/** A score from 1 to 5 around a level. */
export function scoreAround(random: Random, level: number) {
  return Math.min(5, Math.max(1, Math.round(level + (random.next() - 0.5) * 2)));
}

/**
 * The mix for one employee. The CEO's first three direct reports are pinned to complete,
 * in progress (behavioral draft) and pending, so the top-level home screen shows all three.
 */
export function planAssessments(random: Random, pinned?: number): AssessmentPlan {
  if (pinned === 0) return { behavioral: "complete", values: "complete", performance: "complete" };
  if (pinned === 1) return { behavioral: "draft", values: "complete", performance: "none" };
  if (pinned === 2) return { behavioral: "none", values: "none", performance: "none" };
  const kind = random.weighted(["none", "partial", "complete"] as const, [30, 30, 40]);
  if (kind === "none") return { behavioral: "none", values: "none", performance: "none" };
  if (kind === "complete") return { behavioral: "complete", values: "complete", performance: "complete" };
  const stages: Stage[] = ["none", "draft", "complete"];
  for (;;) {
    const plan = {
      behavioral: random.pick(stages),
      values: random.pick(stages),
      performance: random.pick(stages),
    };
    const done = Object.values(plan).filter((s) => s === "complete").length;
    if (done < 3 && Object.values(plan).some((s) => s !== "none")) return plan;
  }
}

export type Scored = {
  evaluation: Record<string, unknown>;
  competencies: Record<string, unknown>[];
  scores: Record<string, unknown>[];
};

export function scoreBehavioral(
  random: Random,
  level: number,
  stage: Stage,
  competencies: TitleCompetencies,
): Scored {
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
  const updatedAt = randomTimestamp(random, CYCLE_FROM, CYCLE_TO);
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

export function scoreValues(random: Random, level: number, stage: Stage) {
  const isComplete = stage === "complete";
  const values = [1, 2, 3, 4, 5, 6].map((valueId) => {
    const filled = isComplete || random.chance(0.5);
    const subScores = [0, 1, 2].map(() => (filled ? scoreAround(random, level) : 0));
    const overrideScore =
      isComplete && random.chance(0.04) ? Math.min(5, scoreAround(random, level) + 0.5) : null;
    return { valueId, subScores, overrideScore };
  });
  const overall = valuesOverall(values);
  const updatedAt = randomTimestamp(random, CYCLE_FROM, CYCLE_TO);
  return {
    values,
    overallScore: overall === null ? null : roundScore(overall),
    overallNotes: isComplete ? random.pick(COMMENTS) : null,
    updatedAt,
    isComplete,
  };
}

export function scoreQuestionnaire(random: Random, level: number, stage: Stage) {
  const isComplete = stage === "complete";
  const pqs = random.chance(0.5);
  const powerbiReporting = pqs ? random.pick(["Yes", "No"]) : null;
  const updatedAt = randomTimestamp(random, CYCLE_FROM, CYCLE_TO);
  return {
    prioritiesCommitments: !pqs || random.chance(0.6),
    pqs,
    newHireOnboarding: random.chance(0.08),
    overallPerformance:
      isComplete || random.chance(0.5)
        ? Math.min(5, Math.max(1, Math.round(level + random.next() - 0.5)))
        : null,
    comments: isComplete ? random.pick(COMMENTS) : null,
    reviewFrequency: pqs ? random.pick(["Weekly", "Monthly", "Quarterly"]) : null,
    powerbiReporting,
    // The problem checkboxes (5B) are asked, and stored, only when Power BI reporting is 'No'.
    // (Same draws as before they became nullable, so the demo org's data stays the same.)
    powerbiSourceData: powerbiReporting === "No" ? false : null,
    powerbiDataIntegration: powerbiReporting === "No" ? random.chance(0.5) : null,
    powerbiReportCalculation: powerbiReporting === "No" ? false : null,
    powerbiDontKnow: powerbiReporting === "No" ? random.chance(0.3) : null,
    pqBonusClarity: pqs ? random.weighted(["Yes", "No"], [75, 25]) : null,
    forecastedBonusAttainment: pqs ? random.int(60, 130) : null,
    pqTargets: pqs ? random.weighted(["Yes", "Partially", "No"], [60, 30, 10]) : null,
    isDraft: !isComplete,
    updatedAt,
    submittedAt: isComplete ? updatedAt : null,
  };
}

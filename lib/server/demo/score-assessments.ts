import "server-only";
import { deriveRandom, randomTimestamp, type Random } from "@/lib/server/demo/random";

// What the demo assessments share, drawn from the seed: which of the assessments that make up
// progress a manager has started or finished for an employee, a level their scores cluster
// around, a time in the cycle and the comments. Pure; each kind draws its own rows (its demo
// seeder), with lib/shared/scores.ts exactly as the app computes them.

export type TitleCompetencies = { competencyId: number; subcomponentIds: number[] }[];
export type Stage = "none" | "draft" | "complete";
/** The stage of each kind, by name. */
export type AssessmentPlan = Record<string, Stage>;

const CYCLE_FROM = "2025-06-02T08:00:00Z";
const CYCLE_TO = "2025-07-18T18:00:00Z";
export const COMMENTS = [
  "Consistently strong contributor; ready for more scope next cycle.",
  "Solid year. Focus next on sharing knowledge more widely across the team.",
  "Delivered reliably under pressure. Keep investing in stakeholder communication.",
  "Good progress since last cycle; needs to prioritise more ruthlessly.",
  "A role model for the team's values; an obvious candidate for a stretch assignment.",
];

/** When a demo assessment was last saved: a time in the demo cycle. */
export const assessmentTime = (random: Random) => randomTimestamp(random, CYCLE_FROM, CYCLE_TO);

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
 * The mix for one employee over the kinds `names`, in order. The CEO's first three direct reports
 * are pinned to complete, in progress (the first kind a draft, the second complete) and pending,
 * so the top-level home screen shows all three.
 */
export function planAssessments(random: Random, names: readonly string[], pinned?: number): AssessmentPlan {
  const each = (stageOf: (i: number) => Stage) => Object.fromEntries(names.map((n, i) => [n, stageOf(i)]));
  if (pinned === 0) return each(() => "complete");
  if (pinned === 1) return each((i) => (i === 0 ? "draft" : i === 1 ? "complete" : "none"));
  if (pinned === 2) return each(() => "none");
  const kind = random.weighted(["none", "partial", "complete"] as const, [30, 30, 40]);
  if (kind === "none") return each(() => "none");
  if (kind === "complete") return each(() => "complete");
  const stages: Stage[] = ["none", "draft", "complete"];
  for (;;) {
    const plan = each(() => random.pick(stages));
    const done = Object.values(plan).filter((s) => s === "complete").length;
    if (done < names.length && Object.values(plan).some((s) => s !== "none")) return plan;
  }
}

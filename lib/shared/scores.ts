// Every score in the product is computed here (spec 2 §9), on the server from stored
// subcomponent scores and overrides; the screens use the same functions for live feedback.

export const SCORE_MIN = 1;
export const SCORE_MAX = 5;

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

/**
 * The one rounding of the product (docs/decisions/0007): half-up (away from zero) in decimal, so
 * 2.15 → 2.2 and 2.25 → 2.3, as a person rounds. A binary double holds 2.15 as 2.1499999…, so
 * the value is first cut to 12 significant digits (far beyond any score's precision), which
 * takes the binary noise away before Math.round sees it.
 */
export function roundHalfUp(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const scaled = Number((Math.abs(value) * 10 ** decimals).toPrecision(12));
  return (Math.sign(value) * Math.round(scaled)) / 10 ** decimals || 0;
}

/** Rounds to the stored precision, Decimal(3,2). */
export function roundScore(value: number): number {
  return roundHalfUp(value, 2);
}

/** What every screen shows for a missing score or value: the spec's dash, one way everywhere. */
export const DASH = "-";

/** A text to show, or the dash when there is none (a career path not chosen, a missing title). */
export function orDash(value: string | null | undefined): string {
  return value || DASH;
}

/**
 * Scores are displayed to one decimal (half-up); a missing score shows a dash. What is shown is
 * always the stored score's one decimal: a live average (the scorecard as it is filled in) is
 * first taken to the stored precision, so 3.1458 shows 3.2 on the scorecard as on every screen
 * that reads the stored 3.15, not 3.1 there and 3.2 everywhere else.
 */
export function formatScore(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value)
    ? DASH
    : roundHalfUp(roundScore(value), 1).toFixed(1);
}

/** An override counts only when it is a number from 1.0 to 5.0 in steps of 0.1; others are ignored. */
export function validOverride(value: number | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  if (value < SCORE_MIN || value > SCORE_MAX) return null;
  return Math.abs(value * 10 - Math.round(value * 10)) < 1e-9 ? Math.round(value * 10) / 10 : null;
}

export type CompetencyInput = {
  /** One entry per subcomponent of the competency; 0 (or missing) means not scored. */
  scores: number[];
  overrideScore?: number | null;
};

/** Competency average: mean of its subcomponent scores above 0; a valid override replaces it. */
export function competencyAverage(c: CompetencyInput): number | null {
  const override = validOverride(c.overrideScore);
  if (override !== null) return override;
  return mean(c.scores.filter((s) => s > 0));
}

/** A competency counts toward the total only when every subcomponent is scored or it has an override. */
export function isCompetencyComplete(c: CompetencyInput): boolean {
  return validOverride(c.overrideScore) !== null || (c.scores.length > 0 && c.scores.every((s) => s > 0));
}

/** Total average: mean of the values of the competencies that count. */
export function behavioralTotal(competencies: CompetencyInput[]): number | null {
  return mean(competencies.filter(isCompetencyComplete).map((c) => competencyAverage(c) as number));
}

/** Progress: percentage of scored subcomponents (0–100, whole number). */
export function behavioralProgress(competencies: CompetencyInput[]): number {
  const all = competencies.flatMap((c) => c.scores);
  if (!all.length) return 0;
  return Math.round((all.filter((s) => s > 0).length / all.length) * 100);
}

export type ValueInput = { subScores: [number, number, number] | number[]; overrideScore?: number | null };

/** Value average: mean of its subcomponents scored above 0, or the override when set. */
export function valueAverage(v: ValueInput): number | null {
  const override = validOverride(v.overrideScore);
  if (override !== null) return override;
  return mean(v.subScores.filter((s) => s > 0));
}

/** Values score: mean across the values that have a score. */
export function valuesOverall(values: ValueInput[]): number | null {
  return mean(values.map(valueAverage).filter((s): s is number => s !== null));
}

/** Values items answered, out of values × 3. */
export function valuesAnswered(values: ValueInput[]) {
  return values.reduce((n, v) => n + v.subScores.filter((s) => s > 0).length, 0);
}

/** Which of the assessments that make up progress are complete, by kind (lib/shared/assessment-kinds.ts). */
export type AssessmentFlags = Record<string, boolean>;

/**
 * Combined score: performance (out of 5) plus values (out of 5), out of 10 (spec 2 §9). It exists
 * once all three assessments are complete (spec 1 §1) and both scores are stored; otherwise none.
 * The one definition: the team status and the HR export both use it.
 */
export function combinedScore(
  flags: AssessmentFlags,
  performance: number | null,
  values: number | null,
): number | null {
  if (!allComplete(flags) || performance === null || values === null) return null;
  return roundScore(performance + values);
}

/** Overall progress counts the assessments that make it up (three). */
export function completedAssessments(flags: AssessmentFlags): number {
  return Object.values(flags).filter(Boolean).length;
}

/** Whether every assessment that makes up progress is complete. */
export function allComplete(flags: AssessmentFlags): boolean {
  const all = Object.values(flags);
  return all.length > 0 && all.every(Boolean);
}

export type EvaluationBadge = { kind: "complete" | "in-progress" | "pending"; label: string };

/**
 * The lists' badge (spec 2 §2): Complete, 'In Progress (n/3)' or Pending. The profile passes
 * `noneLabel` 'No Evaluation', said instead of Pending when no evaluation has been `started`.
 */
export function evaluationBadge(
  flags: AssessmentFlags,
  options: { started?: boolean; noneLabel?: string } = {},
): EvaluationBadge {
  const n = completedAssessments(flags);
  if (allComplete(flags)) return { kind: "complete", label: "Complete" };
  if (n > 0) return { kind: "in-progress", label: `In Progress (${n}/${Object.keys(flags).length})` };
  if (options.started === false && options.noneLabel) return { kind: "pending", label: options.noneLabel };
  return { kind: "pending", label: "Pending" };
}

import {
  behavioralProgress,
  behavioralTotal,
  combinedScore,
  competencyAverage,
  evaluationBadge,
  formatScore,
  isCompetencyComplete,
  validOverride,
  valueAverage,
  valuesAnswered,
  valuesOverall,
} from "@/lib/shared/scores";

describe("competency average (spec 2 §9)", () => {
  it("is the mean of the subcomponent scores above 0", () => {
    expect(competencyAverage({ scores: [4, 0, 5] })).toBe(4.5);
    expect(competencyAverage({ scores: [0, 0] })).toBeNull();
  });
  it("is replaced by a valid override", () => {
    expect(competencyAverage({ scores: [1, 1, 1], overrideScore: 4.3 })).toBe(4.3);
  });
  it("ignores overrides outside 1.0–5.0 or off the 0.1 step", () => {
    expect(validOverride(0.9)).toBeNull();
    expect(validOverride(5.01)).toBeNull();
    expect(validOverride(4.55)).toBeNull();
    expect(validOverride(Number.NaN)).toBeNull();
    expect(validOverride(3.1)).toBe(3.1);
    expect(competencyAverage({ scores: [2, 4], overrideScore: 6 })).toBe(3);
  });
});

describe("behavioral total", () => {
  it("counts only competencies fully scored or overridden", () => {
    const full = { scores: [5, 5] };
    const partial = { scores: [1, 0] };
    const overridden = { scores: [0, 0], overrideScore: 2 };
    expect(isCompetencyComplete(partial)).toBe(false);
    expect(behavioralTotal([full, partial, overridden])).toBe(3.5);
    expect(behavioralTotal([partial])).toBeNull();
  });
  it("reports progress as the percentage of scored items", () => {
    expect(behavioralProgress([{ scores: [1, 0, 0] }, { scores: [2] }])).toBe(50);
    expect(behavioralProgress([])).toBe(0);
  });
  it("displays to one decimal, or a dash", () => {
    expect(formatScore(3.456)).toBe("3.5");
    expect(formatScore(null)).toBe("-");
  });
});

describe("values", () => {
  it("averages subcomponents above 0, with the override winning", () => {
    expect(valueAverage({ subScores: [3, 4, 0] })).toBe(3.5);
    expect(valueAverage({ subScores: [3, 4, 5], overrideScore: 1.5 })).toBe(1.5);
    expect(valueAverage({ subScores: [0, 0, 0] })).toBeNull();
  });
  it("overall is the mean of the value scores that exist", () => {
    expect(
      valuesOverall([{ subScores: [4, 4, 4] }, { subScores: [2, 2, 2] }, { subScores: [0, 0, 0] }]),
    ).toBe(3);
    expect(valuesAnswered([{ subScores: [4, 0, 4] }, { subScores: [2, 2, 2] }])).toBe(5);
  });
});

describe("combined score and badge", () => {
  const all = { behavioral: true, values: true, performance: true };
  it("adds performance and values, out of 10, once all three assessments are complete", () => {
    expect(combinedScore(all, 4, 3.67)).toBe(7.67);
    expect(combinedScore(all, null, null)).toBeNull();
  });
  it("has none while an assessment is incomplete or a score is missing", () => {
    expect(combinedScore({ ...all, behavioral: false }, 4, 3.67)).toBeNull();
    expect(combinedScore(all, 4, null)).toBeNull();
    expect(combinedScore(all, null, 3.67)).toBeNull();
  });
  it("labels Complete, In Progress (n/3) and Pending", () => {
    expect(evaluationBadge({ behavioral: true, values: true, performance: true }).label).toBe("Complete");
    expect(evaluationBadge({ behavioral: true, values: false, performance: true }).label).toBe(
      "In Progress (2/3)",
    );
    expect(evaluationBadge({ behavioral: false, values: false, performance: false }).label).toBe("Pending");
  });

  it("reads the profile's 'No Evaluation' instead of Pending while no evaluation exists", () => {
    const none = { behavioral: false, values: false, performance: false };
    const options = { noneLabel: "No Evaluation" };
    expect(evaluationBadge(none, { ...options, started: false }).label).toBe("No Evaluation");
    expect(evaluationBadge(none, { ...options, started: true }).label).toBe("Pending");
    expect(evaluationBadge({ ...none, values: true }, { ...options, started: true }).label).toBe(
      "In Progress (1/3)",
    );
  });
});

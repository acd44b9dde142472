import {
  behavioralProgress,
  behavioralTotal,
  competencyAverage,
  formatScore,
  isCompetencyComplete,
  roundHalfUp,
  roundScore,
  validOverride,
} from "@/lib/shared/scores";

// Spec 2 §9: competency average = mean of subcomponent scores above 0, an override replaces it;
// total = mean of competency values, counting a competency only when fully scored or overridden.

describe("competency average", () => {
  it("is the mean of the scores above 0", () => {
    expect(competencyAverage({ scores: [4, 5, 0] })).toBe(4.5);
    expect(competencyAverage({ scores: [5, 4, 4] })).toBeCloseTo(4.3333, 4);
  });

  it("is null when nothing is scored", () => {
    expect(competencyAverage({ scores: [0, 0] })).toBeNull();
    expect(competencyAverage({ scores: [] })).toBeNull();
  });

  it("is replaced by a valid override, even with no scores", () => {
    expect(competencyAverage({ scores: [1, 1], overrideScore: 4.5 })).toBe(4.5);
    expect(competencyAverage({ scores: [0, 0], overrideScore: 2.3 })).toBe(2.3);
  });

  it("ignores overrides outside 1.0–5.0 or off the 0.1 step", () => {
    expect(competencyAverage({ scores: [2, 4], overrideScore: 5.5 })).toBe(3);
    expect(competencyAverage({ scores: [2, 4], overrideScore: 0.9 })).toBe(3);
    expect(competencyAverage({ scores: [2, 4], overrideScore: 3.55 })).toBe(3);
    expect(competencyAverage({ scores: [2, 4], overrideScore: Number.NaN })).toBe(3);
    expect(competencyAverage({ scores: [2, 4], overrideScore: null })).toBe(3);
  });
});

describe("validOverride", () => {
  it.each([
    [1, 1],
    [5, 5],
    [3.7, 3.7],
    [4.1, 4.1],
    [0.1 + 0.2 + 3, 3.3],
  ])("accepts %p as %p", (input, expected) => expect(validOverride(input)).toBe(expected));

  it.each([0, 0.99, 5.01, 6, 3.55, -1, Infinity, Number.NaN, null, undefined])("ignores %p", (input) =>
    expect(validOverride(input)).toBeNull(),
  );
});

describe("total average", () => {
  it("counts only competencies that are fully scored or overridden", () => {
    const competencies = [
      { scores: [4, 4] }, // 4
      { scores: [5, 0] }, // partial: left out
      { scores: [0, 0], overrideScore: 2 }, // overridden: 2
    ];
    expect(competencies.map(isCompetencyComplete)).toEqual([true, false, true]);
    expect(behavioralTotal(competencies)).toBe(3);
  });

  it("is null while no competency counts", () => {
    expect(behavioralTotal([{ scores: [3, 0] }, { scores: [0] }])).toBeNull();
    expect(behavioralTotal([])).toBeNull();
  });

  it("averages competency values, not subcomponents", () => {
    // Subcomponent mean would be (5+5+5+1)/4 = 4; competency mean is (5 + 1)/2 = 3.
    expect(behavioralTotal([{ scores: [5, 5, 5] }, { scores: [1] }])).toBe(3);
  });
});

describe("progress", () => {
  it("is the whole-number percentage of scored subcomponents, overrides not counted", () => {
    expect(behavioralProgress([{ scores: [4, 0, 0] }, { scores: [0], overrideScore: 4 }])).toBe(25);
    expect(behavioralProgress([{ scores: [1, 2, 0] }])).toBe(67);
    expect(behavioralProgress([{ scores: [1, 2] }, { scores: [3] }])).toBe(100);
    expect(behavioralProgress([])).toBe(0);
  });
});

describe("rounding and display", () => {
  it("stores two decimals and displays one", () => {
    expect(roundScore(4.3333)).toBe(4.33);
    expect(roundScore(3.777777)).toBe(3.78);
    expect(formatScore(3.777777)).toBe("3.8");
    expect(formatScore(4)).toBe("4.0");
    expect(formatScore(4.25)).toBe("4.3");
    expect(formatScore(null)).toBe("-");
  });
});

describe("one rounding: half-up in decimal (docs/decisions/0007)", () => {
  it.each([
    [2.15, "2.2"],
    [2.25, "2.3"],
    [2.35, "2.4"],
    [2.05, "2.1"],
    [1.45, "1.5"],
    [4.95, "5.0"],
    [2.144, "2.1"],
    // a live average shows its stored score's decimal (Decimal(3,2), spec 1 §9): 2.149 is stored
    // 2.15 and shown 2.2 on every screen, so the scorecard shows 2.2 too (an audit finding:
    // 151/48 = 3.1458 showed 3.1 on the scorecard and 3.2 everywhere else)
    [2.149, "2.2"],
    [151 / 48, "3.2"],
    [3.75, "3.8"],
    [1, "1.0"],
    [0, "0.0"],
  ])("formatScore(%p) shows %p", (value, shown) => {
    expect(formatScore(value)).toBe(shown);
  });

  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [3.335, 3.34],
    [2.145, 2.15],
    [2.144999, 2.14],
    [10 / 3, 3.33],
    [11 / 3, 3.67],
    [4.999, 5],
  ])("roundScore(%p) stores %p", (value, stored) => {
    expect(roundScore(value)).toBe(stored);
  });

  it("rounds a stored 2.15 average to the same 2.2 it was computed from", () => {
    expect(formatScore(roundScore((2 + 2.3) / 2))).toBe("2.2");
    expect(roundHalfUp(-2.15, 1)).toBe(-2.2);
    expect(roundHalfUp(Number.NaN, 1)).toBeNaN();
  });
});

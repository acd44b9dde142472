import { formatScore, roundScore, valueAverage, valuesAnswered, valuesOverall } from "@/lib/shared/scores";
import {
  incompleteAssessmentMessage,
  valuesProgress,
  valuesReviewBodySchema,
} from "@/lib/shared/schemas/values-review";

// Spec 2 §5, §9: value average = mean of its subcomponents above 0 (one decimal, or a dash), an
// enabled and set override replaces it; values score = mean of the value scores, overrides used.

describe("value average", () => {
  it("is the mean of the subcomponents scored above 0", () => {
    expect(valueAverage({ subScores: [4, 5, 0] })).toBe(4.5);
    expect(valueAverage({ subScores: [0, 0, 3] })).toBe(3);
    expect(formatScore(valueAverage({ subScores: [3, 4, 4] }))).toBe("3.7");
    expect(formatScore(valueAverage({ subScores: [1, 1, 2] }))).toBe("1.3");
  });
  it("is a dash when nothing is scored", () => {
    expect(valueAverage({ subScores: [0, 0, 0] })).toBeNull();
    expect(formatScore(valueAverage({ subScores: [0, 0, 0] }))).toBe("-");
  });
  it("is replaced by a valid override, even over partial scores", () => {
    expect(valueAverage({ subScores: [5, 5, 5], overrideScore: 2.3 })).toBe(2.3);
    expect(valueAverage({ subScores: [0, 0, 0], overrideScore: 4 })).toBe(4);
    expect(valueAverage({ subScores: [1, 0, 0], overrideScore: 1.0 })).toBe(1);
  });
  it("ignores an override outside 1.0–5.0 or off the 0.1 step", () => {
    expect(valueAverage({ subScores: [2, 4, 0], overrideScore: 5.1 })).toBe(3);
    expect(valueAverage({ subScores: [2, 4, 0], overrideScore: 0.5 })).toBe(3);
    expect(valueAverage({ subScores: [2, 4, 0], overrideScore: 3.05 })).toBe(3);
    expect(valueAverage({ subScores: [2, 4, 0], overrideScore: null })).toBe(3);
  });
});

describe("values score", () => {
  it("is the mean of the value scores, using overrides, over the values that have one", () => {
    const values = [
      { subScores: [4, 4, 4] },
      { subScores: [5, 5, 5], overrideScore: 2.5 },
      { subScores: [3, 0, 0] },
      { subScores: [0, 0, 0] },
    ];
    expect(valuesOverall(values)).toBeCloseTo((4 + 2.5 + 3) / 3, 10);
    expect(formatScore(valuesOverall(values))).toBe("3.2");
    expect(valuesOverall([{ subScores: [0, 0, 0] }])).toBeNull();
  });
  it("is stored to two decimals and shown to one with the product's rounding", () => {
    const six = [4, 4, 4, 4, 4, 4.5].map((o) => ({ subScores: [1, 1, 1], overrideScore: o }));
    expect(roundScore(valuesOverall(six)!)).toBe(4.08);
    expect(formatScore(roundScore(valuesOverall(six)!))).toBe("4.1");
    const thirds = [{ subScores: [3, 4, 4] }, { subScores: [4, 4, 4] }];
    expect(roundScore(valuesOverall(thirds)!)).toBe(3.83);
    expect(formatScore(valuesOverall(thirds))).toBe("3.8");
    // A half on the display boundary rounds up: (3.1 + 3.2) / 2 = 3.15 → 3.2.
    expect(
      formatScore(
        valuesOverall([
          { subScores: [], overrideScore: 3.1 },
          { subScores: [], overrideScore: 3.2 },
        ]),
      ),
    ).toBe("3.2");
  });
});

describe("progress and the submit rule", () => {
  it("counts answered items out of values × 3, overrides not counting as answers", () => {
    const values = [{ subScores: [4, 0, 4] }, { subScores: [0, 0, 0], overrideScore: 3 }];
    expect(valuesAnswered(values)).toBe(2);
    expect(valuesProgress(6, values)).toEqual({ answered: 2, total: 18 });
  });
  it("uses the spec's message until every item is answered", () => {
    expect(incompleteAssessmentMessage(17, 18)).toBe(
      "Incomplete Assessment: Please answer all 18 questions before submitting. You have answered 17 out of 18.",
    );
    expect(incompleteAssessmentMessage(18, 18)).toBeNull();
  });
});

describe("save body", () => {
  const base = { employeeHrisId: "E1", managerHrisId: "E0", isDraft: true };
  it("accepts unset (0) scores and defaults missing ones to 0", () => {
    const parsed = valuesReviewBodySchema.parse({
      ...base,
      categoryScores: [{ scDetailId: 1, subcomp2Score: 5 }],
    });
    expect(parsed.categoryScores[0]).toMatchObject({ subcomp1Score: 0, subcomp2Score: 5, subcomp3Score: 0 });
  });
  it.each([
    [{ scDetailId: 1, subcomp1Score: 6 }],
    [{ scDetailId: 1, subcomp1Score: -1 }],
    [{ scDetailId: 1, subcomp1Score: "4" }],
    [{ scDetailId: 1, overrideScore: 0.9 }],
    [{ scDetailId: 1, overrideScore: 4.25 }],
    [{ scDetailId: 0 }],
  ])("refuses %j", (item) => {
    expect(valuesReviewBodySchema.safeParse({ ...base, categoryScores: [item] }).success).toBe(false);
  });
});

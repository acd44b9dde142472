import {
  missingPerformanceAnswers,
  performanceQuestionnaireBodySchema,
  performanceQuestionnaireDraftSchema,
  performanceQuestionnaireSubmitSchema,
} from "@/lib/shared/schemas/performance-questionnaire";

// Spec 2 §3, §5: questions 4–8 only with PQs, 5B only when Power BI is 'No', detail texts only
// with their option, the 0–200 forecast, the 500/1000 limits and the submit requirements.

const complete = {
  prioritiesCommitments: false,
  pqs: true,
  alternateMethod: false,
  newHireOnboarding: false,
  other: false,
  overallPerformance: "4",
  comments: "Solid half year.",
  reviewFrequency: "Monthly",
  powerbiReporting: "No",
  powerbiSourceData: true,
  powerbiDataIntegration: false,
  powerbiReportCalculation: true,
  powerbiDontKnow: false,
  pqBonusClarity: "Other",
  pqBonusClarityOther: "Partly, the Q2 change was not explained.",
  forecastedBonusAttainment: 85,
  pqTargets: "Partially",
} as const;

const pathsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => i.path.join(".")) ?? [];

describe("performance questionnaire: PQs on", () => {
  it("keeps questions 4–8 and the Power BI problems when PQs is selected and Power BI is 'No'", () => {
    const parsed = performanceQuestionnaireSubmitSchema.parse(complete);
    expect(parsed).toMatchObject({
      pqs: true,
      reviewFrequency: "Monthly",
      powerbiReporting: "No",
      powerbiSourceData: true,
      powerbiDataIntegration: false,
      powerbiReportCalculation: true,
      powerbiDontKnow: false,
      pqBonusClarity: "Other",
      pqBonusClarityOther: "Partly, the Q2 change was not explained.",
      forecastedBonusAttainment: 85,
      pqTargets: "Partially",
    });
  });

  it("nulls the problem checkboxes (5B) unless Power BI reporting is 'No'", () => {
    const parsed = performanceQuestionnaireSubmitSchema.parse({ ...complete, powerbiReporting: "Yes" });
    expect(parsed).toMatchObject({
      powerbiReporting: "Yes",
      powerbiSourceData: null,
      powerbiDataIntegration: null,
      powerbiReportCalculation: null,
      powerbiDontKnow: null,
    });
  });

  it("counts an unticked problem as false when Power BI is 'No'", () => {
    const parsed = performanceQuestionnaireDraftSchema.parse({
      pqs: true,
      powerbiReporting: "No",
      powerbiDontKnow: true,
    });
    expect(parsed).toMatchObject({
      powerbiSourceData: false,
      powerbiDataIntegration: false,
      powerbiReportCalculation: false,
      powerbiDontKnow: true,
    });
  });

  it("keeps the PQ bonus clarity text only with 'Other'", () => {
    const parsed = performanceQuestionnaireSubmitSchema.parse({ ...complete, pqBonusClarity: "Yes" });
    expect(parsed.pqBonusClarityOther).toBeNull();
  });

  it("requires every PQ answer on submit, each with its own message", () => {
    const result = performanceQuestionnaireSubmitSchema.safeParse({
      ...complete,
      reviewFrequency: null,
      powerbiReporting: undefined,
      pqBonusClarity: null,
      forecastedBonusAttainment: null,
      pqTargets: null,
    });
    expect(result.success).toBe(false);
    expect(pathsOf(result)).toEqual([
      "reviewFrequency",
      "powerbiReporting",
      "pqBonusClarity",
      "forecastedBonusAttainment",
      "pqTargets",
    ]);
  });
});

describe("performance questionnaire: PQs off", () => {
  it("forces questions 4–8 to null whatever was sent, and submits without them", () => {
    const parsed = performanceQuestionnaireSubmitSchema.parse({
      ...complete,
      pqs: false,
      prioritiesCommitments: true,
    });
    expect(parsed).toMatchObject({
      pqs: false,
      reviewFrequency: null,
      powerbiReporting: null,
      powerbiSourceData: null,
      powerbiDataIntegration: null,
      powerbiReportCalculation: null,
      powerbiDontKnow: null,
      pqBonusClarity: null,
      pqBonusClarityOther: null,
      forecastedBonusAttainment: null,
      pqTargets: null,
    });
  });
});

describe("performance questionnaire: submit requirements", () => {
  it("needs at least one method, the overall performance and non-blank comments", () => {
    const result = performanceQuestionnaireSubmitSchema.safeParse({ comments: "   " });
    expect(pathsOf(result)).toEqual(["methods", "overallPerformance", "comments"]);
  });

  it("a draft needs nothing", () => {
    expect(performanceQuestionnaireDraftSchema.parse({})).toMatchObject({
      pqs: false,
      overallPerformance: null,
      comments: null,
    });
  });

  it("lists what is missing from stored answers too", () => {
    const answers = performanceQuestionnaireDraftSchema.parse({ pqs: true, overallPerformance: "3" });
    expect(missingPerformanceAnswers(answers).map((m) => m.path)).toEqual([
      "comments",
      "reviewFrequency",
      "powerbiReporting",
      "pqBonusClarity",
      "forecastedBonusAttainment",
      "pqTargets",
    ]);
  });

  it("accepts only the spec's overall performance values and answers", () => {
    for (const bad of [{ overallPerformance: "6" }, { overallPerformance: 4 }, { pqTargets: "Maybe" }]) {
      expect(performanceQuestionnaireDraftSchema.safeParse(bad).success).toBe(false);
    }
    expect(performanceQuestionnaireDraftSchema.safeParse({ pqTargets: "No PQ targets" }).success).toBe(true);
  });
});

describe("performance questionnaire: limits", () => {
  // Spec 2 §5: "a number from 0 to 200 (percent)": decimals too, up to 2 (the column's scale).
  it.each([0, 200, 100, 87.5, 12.25, 0.01])("accepts a forecast of %s%%", (value) => {
    expect(
      performanceQuestionnaireSubmitSchema.parse({ ...complete, forecastedBonusAttainment: value })
        .forecastedBonusAttainment,
    ).toBe(value);
  });

  it.each([-1, 201, 200.01, 12.345, Number.NaN, "50"])("refuses a forecast of %s", (value) => {
    const result = performanceQuestionnaireDraftSchema.safeParse({
      pqs: true,
      forecastedBonusAttainment: value,
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0].message).toBe(
      "Forecasted bonus attainment must be a number from 0 to 200, with at most 2 decimals.",
    );
  });

  it("allows detail texts of 500 characters and comments of 1000, not one more", () => {
    const ok = performanceQuestionnaireDraftSchema.safeParse({
      alternateMethod: true,
      alternateMethodDetail: "a".repeat(500),
      other: true,
      otherDetail: "o".repeat(500),
      comments: "c".repeat(1000),
      pqs: true,
      pqBonusClarity: "Other",
      pqBonusClarityOther: "p".repeat(500),
    });
    expect(ok.success).toBe(true);
    for (const [field, length] of [
      ["alternateMethodDetail", 501],
      ["otherDetail", 501],
      ["pqBonusClarityOther", 501],
      ["comments", 1001],
    ] as const) {
      const result = performanceQuestionnaireDraftSchema.safeParse({ [field]: "x".repeat(length) });
      expect(pathsOf(result)).toEqual([field]);
    }
  });

  it("keeps each detail text only with its option, trimmed, blank as null", () => {
    const parsed = performanceQuestionnaireDraftSchema.parse({
      alternateMethod: false,
      alternateMethodDetail: "ignored",
      other: true,
      otherDetail: "  Peer feedback  ",
      comments: "   ",
    });
    expect(parsed).toMatchObject({
      alternateMethodDetail: null,
      otherDetail: "Peer feedback",
      comments: null,
    });
  });

  it("the body may carry the ids and isDraft; unknown keys are dropped", () => {
    const parsed = performanceQuestionnaireBodySchema.parse({
      employeeHrisId: "E1",
      managerHrisId: "M1",
      isDraft: true,
      updatedAt: "whatever",
    });
    expect(parsed).toMatchObject({ employeeHrisId: "E1", managerHrisId: "M1", isDraft: true });
    expect(parsed).not.toHaveProperty("updatedAt");
  });
});

import { buildEvaluationStatus, type StatusRow } from "@/lib/server/team/build-status";

const empty: StatusRow = {
  employeeId: 7,
  employeeHrisId: "E00007",
  behavioralId: null,
  behavioralComplete: null,
  behavioralScore: null,
  completedQuestions: null,
  totalQuestions: 16,
  valuesId: null,
  valuesComplete: null,
  valuesScore: null,
  performanceId: null,
  performanceComplete: null,
  performanceScore: null,
};

describe("buildEvaluationStatus", () => {
  it("is Pending with nothing started", () => {
    expect(buildEvaluationStatus(empty)).toMatchObject({
      hasEvaluation: false,
      isDraft: false,
      evaluationId: null,
      completedQuestions: 0,
      totalQuestions: 16,
      combinedScore: null,
      allAssessmentsComplete: false,
      behavioralState: "none",
      valuesState: "none",
      performanceState: "none",
      completedAssessments: 0,
    });
  });

  it("keeps a draft evaluation's progress and average but counts it as not done", () => {
    const s = buildEvaluationStatus({
      ...empty,
      behavioralId: 3,
      behavioralComplete: false,
      behavioralScore: 2.5,
      completedQuestions: 9,
    });
    expect(s).toMatchObject({
      hasEvaluation: true,
      isDraft: true,
      evaluationId: 3,
      completedQuestions: 9,
      totalAverage: 2.5,
      behavioralScore: 2.5,
      behavioralState: "draft",
      completedAssessments: 0,
    });
  });

  it("takes the values and performance scores only once submitted", () => {
    const drafts = buildEvaluationStatus({
      ...empty,
      valuesId: 1,
      valuesComplete: false,
      valuesScore: 4,
      performanceId: 2,
      performanceScore: 5,
    });
    expect(drafts).toMatchObject({
      valuesState: "draft",
      performanceState: "draft",
      valuesScore: null,
      performanceScore: null,
      combinedScore: null,
    });
    const done = buildEvaluationStatus({
      ...empty,
      valuesId: 1,
      valuesComplete: true,
      valuesScore: 3.83,
      performanceId: 2,
      performanceComplete: true,
      performanceScore: 4,
    });
    expect(done).toMatchObject({
      valuesScore: 3.83,
      performanceScore: 4,
      combinedScore: null, // not before all three are complete
      completedAssessments: 2,
      allAssessmentsComplete: false,
    });
  });

  it("is complete when all three are submitted; combined = performance + values out of 10", () => {
    const s = buildEvaluationStatus({
      ...empty,
      behavioralId: 3,
      behavioralComplete: true,
      behavioralScore: 4.25,
      completedQuestions: 16,
      valuesId: 1,
      valuesComplete: true,
      valuesScore: 5,
      performanceId: 2,
      performanceComplete: true,
      performanceScore: 5,
    });
    expect(s).toMatchObject({
      allAssessmentsComplete: true,
      completedAssessments: 3,
      combinedScore: 10,
      behavioralScore: 4.25,
    });
  });

  it("reads numbers that arrive as strings (numeric columns) and ignores a stray average without an evaluation", () => {
    const s = buildEvaluationStatus({
      ...empty,
      behavioralScore: "3.5" as unknown as number,
      valuesId: 1,
      valuesComplete: true,
      valuesScore: "4.10" as unknown as number,
    });
    expect(s.totalAverage).toBeNull();
    expect(s.valuesScore).toBe(4.1);
  });
});

import { buildEvaluationStatus, type StatusRow } from "@/lib/server/team/build-status";

const empty: StatusRow = {
  employeeId: 7,
  employeeHrisId: "E00007",
  evaluationId: null,
  evaluationIsDraft: null,
  totalAverage: null,
  completedQuestions: null,
  totalQuestions: 16,
  valuesReviewId: null,
  valuesIsDraft: null,
  valuesOverallScore: null,
  questionnaireId: null,
  questionnaireSubmittedAt: null,
  overallPerformance: null,
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
      evaluationId: 3,
      evaluationIsDraft: true,
      totalAverage: 2.5,
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
      valuesReviewId: 1,
      valuesIsDraft: true,
      valuesOverallScore: 4,
      questionnaireId: 2,
      overallPerformance: 5,
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
      valuesReviewId: 1,
      valuesIsDraft: false,
      valuesOverallScore: 3.83,
      questionnaireId: 2,
      questionnaireSubmittedAt: new Date(),
      overallPerformance: 4,
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
      evaluationId: 3,
      evaluationIsDraft: false,
      totalAverage: 4.25,
      completedQuestions: 16,
      valuesReviewId: 1,
      valuesIsDraft: false,
      valuesOverallScore: 5,
      questionnaireId: 2,
      questionnaireSubmittedAt: "2025-06-30T10:00:00Z",
      overallPerformance: 5,
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
      totalAverage: "3.5" as unknown as number,
      valuesReviewId: 1,
      valuesIsDraft: false,
      valuesOverallScore: "4.10" as unknown as number,
    });
    expect(s.totalAverage).toBeNull();
    expect(s.valuesScore).toBe(4.1);
  });
});

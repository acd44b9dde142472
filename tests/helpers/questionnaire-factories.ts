import { PQ_CLARITY_YES } from "@/lib/shared/schemas/self-questionnaire";

// Request bodies for the questionnaire calls (spec 2 §3, §7), complete unless overridden.

/** A complete performance questionnaire with PQs and Power BI 'No' (every branch asked). */
export function performanceAnswers(overrides: Record<string, unknown> = {}) {
  return {
    prioritiesCommitments: true,
    pqs: true,
    alternateMethod: false,
    alternateMethodDetail: null,
    newHireOnboarding: false,
    other: false,
    otherDetail: null,
    overallPerformance: "4",
    comments: "Delivered the platform migration early.",
    reviewFrequency: "Weekly",
    powerbiReporting: "No",
    powerbiSourceData: true,
    powerbiDataIntegration: false,
    powerbiReportCalculation: false,
    powerbiDontKnow: false,
    pqBonusClarity: "Yes",
    pqBonusClarityOther: null,
    forecastedBonusAttainment: 110,
    pqTargets: "Yes",
    ...overrides,
  };
}

/** A complete self-questionnaire. */
export function selfAnswers(overrides: Record<string, unknown> = {}) {
  return {
    prioritiesCommitments: true,
    pqs: false,
    alternateMethod: false,
    newHireOnboarding: false,
    other: false,
    overallPerformance: "Above Expectations",
    reviewFrequency: "Monthly",
    pqClarity: PQ_CLARITY_YES,
    pqDataIssues: "No, there are no issues with my PQ data",
    comments: "A good year.",
    ...overrides,
  };
}

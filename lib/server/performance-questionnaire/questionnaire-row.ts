import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type {
  OverallPerformance,
  PerformanceQuestionnaireAnswers,
  PerformanceQuestionnaireDto,
} from "@/lib/shared/schemas/performance-questionnaire";

// Between the stored row and the answers of spec 2 §3: overall performance is stored as a number
// and travels as '5' to '1'; the string answers were checked by the shared schema on the way in.

export const questionnaireSelect = {
  id: true,
  prioritiesCommitments: true,
  pqs: true,
  alternateMethod: true,
  alternateMethodDetail: true,
  newHireOnboarding: true,
  other: true,
  otherDetail: true,
  overallPerformance: true,
  comments: true,
  reviewFrequency: true,
  powerbiReporting: true,
  powerbiSourceData: true,
  powerbiDataIntegration: true,
  powerbiReportCalculation: true,
  powerbiDontKnow: true,
  pqBonusClarity: true,
  pqBonusClarityOther: true,
  forecastedBonusAttainment: true,
  pqTargets: true,
  isDraft: true,
  updatedAt: true,
  submittedAt: true,
  // A closed or archived cycle's questionnaire is read-only on the screen (issue 32 §8).
  cycle: { select: { name: true, status: true } },
} satisfies Prisma.PerformanceQuestionnaireSelect;

export type QuestionnaireRow = Prisma.PerformanceQuestionnaireGetPayload<{
  select: typeof questionnaireSelect;
}>;

export function toAnswers(row: QuestionnaireRow): PerformanceQuestionnaireAnswers {
  return {
    prioritiesCommitments: row.prioritiesCommitments,
    pqs: row.pqs,
    alternateMethod: row.alternateMethod,
    alternateMethodDetail: row.alternateMethodDetail,
    newHireOnboarding: row.newHireOnboarding,
    other: row.other,
    otherDetail: row.otherDetail,
    overallPerformance:
      row.overallPerformance === null ? null : (String(row.overallPerformance) as OverallPerformance),
    comments: row.comments,
    reviewFrequency: row.reviewFrequency as PerformanceQuestionnaireAnswers["reviewFrequency"],
    powerbiReporting: row.powerbiReporting as PerformanceQuestionnaireAnswers["powerbiReporting"],
    powerbiSourceData: row.powerbiSourceData,
    powerbiDataIntegration: row.powerbiDataIntegration,
    powerbiReportCalculation: row.powerbiReportCalculation,
    powerbiDontKnow: row.powerbiDontKnow,
    pqBonusClarity: row.pqBonusClarity as PerformanceQuestionnaireAnswers["pqBonusClarity"],
    pqBonusClarityOther: row.pqBonusClarityOther,
    forecastedBonusAttainment:
      row.forecastedBonusAttainment === null ? null : Number(row.forecastedBonusAttainment),
    pqTargets: row.pqTargets as PerformanceQuestionnaireAnswers["pqTargets"],
  };
}

export function toDto(
  row: QuestionnaireRow,
  pair: { employeeHrisId: string; managerHrisId: string },
): PerformanceQuestionnaireDto {
  return {
    id: row.id,
    cycle: row.cycle,
    ...pair,
    ...toAnswers(row),
    isDraft: row.isDraft,
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
  };
}

/** The columns to write for these answers. */
export function toColumns(answers: PerformanceQuestionnaireAnswers) {
  return {
    ...answers,
    overallPerformance: answers.overallPerformance === null ? null : Number(answers.overallPerformance),
  };
}

import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { ManagerSelfQuestionnaireDto } from "@/lib/shared/schemas/self-questionnaire";

export const selfQuestionnaireSelect = {
  id: true,
  prioritiesCommitments: true,
  pqs: true,
  alternateMethod: true,
  alternateMethodDetail: true,
  newHireOnboarding: true,
  other: true,
  otherDetail: true,
  overallPerformance: true,
  reviewFrequency: true,
  pqClarity: true,
  pqClarityOther: true,
  pqDataIssues: true,
  pqDataIssuesOther: true,
  comments: true,
  submittedAt: true,
  // A closed or archived cycle's answers are shown with why nothing can change (issue 32 §8).
  cycle: { select: { name: true, status: true } },
} satisfies Prisma.ManagerSelfQuestionnaireSelect;

type Row = Prisma.ManagerSelfQuestionnaireGetPayload<{ select: typeof selfQuestionnaireSelect }>;
type Dto = ManagerSelfQuestionnaireDto;

/** The stored answers were checked by the shared schema on the way in. */
export function toSelfDto(row: Row, hrisId: string): Dto {
  return {
    ...row,
    hrisId,
    overallPerformance: row.overallPerformance as Dto["overallPerformance"],
    reviewFrequency: row.reviewFrequency as Dto["reviewFrequency"],
    pqClarity: row.pqClarity as Dto["pqClarity"],
    pqDataIssues: row.pqDataIssues as Dto["pqDataIssues"],
    submittedAt: row.submittedAt.toISOString(),
  };
}

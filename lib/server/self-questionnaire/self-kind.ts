import "server-only";
import type { AssessmentKind } from "@/lib/server/assessments/assessment-kind";
import { selfKindInfo } from "@/lib/shared/self-questionnaire/self-kind";

export const OWN_SELF_ASSESSMENT_ONLY = "You can only access your own self-assessment.";

/** The manager's self-questionnaire (spec 2 §4, §5): submitted once per cycle, read-only afterwards. */
export const selfKind: AssessmentKind = {
  ...selfKindInfo,
  label: "self-assessment",
  table: "ManagerSelfQuestionnaire",
  subject: "self",
  phase: "manager",
  versionColumn: "submittedAt",
  submittedWhen: "exists",
  draftOverSubmitted: "refuse",
  resubmit: "refuse",
  alreadySubmitted: "Your self-assessment has already been submitted.",
  otherManager: OWN_SELF_ASSESSMENT_ONLY,
  audit: {
    draft: null,
    submit: { action: "evaluation.self.submit", says: "submitted the manager self-questionnaire" },
    detailKey: "questionnaireId",
  },
};

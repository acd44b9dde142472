import "server-only";
import type { AssessmentKind } from "@/lib/server/assessments/assessment-kind";
import { behavioralSnapshot } from "./behavioral-snapshot";
import { behavioralKindInfo } from "@/lib/shared/behavioral/behavioral-kind";
import { behavioralStatus } from "./behavioral-status";
import { behavioralDemo } from "./behavioral-demo";

/** The behavioral scorecard (spec 2 §4): a draft over a submitted one reopens it (an open decision). */
export const behavioralKind: AssessmentKind = {
  ...behavioralKindInfo,
  label: "evaluation",
  table: "BehavioralEvaluation",
  scoreColumn: "totalAverage",
  feedbackColumn: "overallComments",
  statusExtras: behavioralStatus,
  demo: behavioralDemo,
  subject: "report",
  phase: "manager",
  versionColumn: "updatedAt",
  submittedWhen: "not-draft",
  draftOverSubmitted: "reopen",
  resubmit: "update",
  otherManager: "Evaluations are saved under your own name only.",
  audit: {
    draft: { action: "evaluation.behavioral.draft", says: "saved the behavioral scorecard as a draft" },
    submit: { action: "evaluation.behavioral.submit", says: "submitted the behavioral scorecard" },
    detailKey: "evaluationId",
    snapshot: behavioralSnapshot,
  },
};

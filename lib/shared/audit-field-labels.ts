import { METHOD_LABELS } from "@/lib/shared/schemas/questionnaire-common";
import { POWERBI_PROBLEMS } from "@/lib/shared/schemas/performance-questionnaire";

// What HR reads for the stored fields an audited edit changed. Snapshots name scores by their
// competency or value ("Communication · Clarity"), which read as they are; the questionnaires'
// and the evaluations' own columns are named here, for the rows already stored too.

const LABELS: Record<string, string> = {
  isDraft: "Status",
  overallComments: "Overall comments",
  totalAverage: "Total average",
  overallNotes: "Overall notes",
  overallScore: "Overall score",
  ...Object.fromEntries(
    Object.entries(METHOD_LABELS).map(([field, label]) => [field, `Measured by ${label}`]),
  ),
  alternateMethodDetail: "Alternate method details",
  otherDetail: "Other method details",
  overallPerformance: "Overall performance",
  comments: "Comments",
  reviewFrequency: "Review frequency",
  powerbiReporting: "Power BI reporting accurate",
  ...Object.fromEntries(POWERBI_PROBLEMS.map((p) => [p.field, `Power BI problem (${p.label})`])),
  pqBonusClarity: "PQ bonus clarity",
  pqBonusClarityOther: "PQ bonus clarity details",
  forecastedBonusAttainment: "Forecasted bonus attainment (%)",
  pqTargets: "PQ targets",
  pqClarity: "PQ clarity",
  pqClarityOther: "PQ clarity details",
  pqDataIssues: "PQ data issues",
  pqDataIssuesOther: "PQ data issues details",
  titles: "Path",
  notes: "Notes",
  verified: "Verified by the manager",
  "verified by HR": "Verified by HR",
};

export const auditFieldLabel = (field: string) => LABELS[field] ?? field;

/** Averages, overall scores and overrides: shown to one decimal, as everywhere (spec 2 §9). */
export const isAuditScoreField = (field: string) =>
  field === "totalAverage" || field === "overallScore" || field.endsWith(" override");

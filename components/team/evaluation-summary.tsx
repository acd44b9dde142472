import { Badge } from "@/components/ui/badge";
import { Progress } from "@/components/ui/progress";
import { evaluationBadge, formatScore } from "@/lib/shared/scores";
import type { EvaluationStatus } from "@/lib/shared/team-types";

const VARIANT = { complete: "success", "in-progress": "warning", pending: "secondary" } as const;

function flagsOf(status: EvaluationStatus | null) {
  return {
    behavioral: status?.behavioralState === "complete",
    values: status?.valuesState === "complete",
    performance: status?.performanceState === "complete",
  };
}

/**
 * Complete / 'In Progress (n/3)' / Pending (spec 2 §2). On the profile, `noneLabel` ('No
 * Evaluation') replaces Pending while no evaluation exists and no assessment is complete.
 */
export function EvaluationBadge({
  status,
  noneLabel,
}: {
  status: EvaluationStatus | null;
  noneLabel?: string;
}) {
  // "No evaluation exists": the status's hasEvaluation, the behavioral evaluation (spec 2 §3).
  const badge = evaluationBadge(flagsOf(status), { started: !!status?.hasEvaluation, noneLabel });
  return <Badge variant={VARIANT[badge.kind]}>{badge.label}</Badge>;
}

/** Overall progress counts the three assessments (spec 2 §9). */
export function EvaluationProgress({ status, name }: { status: EvaluationStatus | null; name: string }) {
  const done = status?.completedAssessments ?? 0;
  return (
    <Progress
      value={Math.round((done / 3) * 100)}
      aria-label={`Evaluation progress for ${name}: ${done} of 3 assessments complete`}
    />
  );
}

export function ScoreLine({ status }: { status: EvaluationStatus | null }) {
  return (
    <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
      <span>Behavioral: {formatScore(status?.behavioralScore)}</span>
      <span>Values: {formatScore(status?.valuesScore)}</span>
      <span>Performance: {formatScore(status?.performanceScore)}</span>
    </p>
  );
}

/** Shown only when all three assessments are complete and the combined score is above 0. */
export function CombinedScoreCard({ status }: { status: EvaluationStatus | null }) {
  if (!status?.allAssessmentsComplete || !status.combinedScore || status.combinedScore <= 0) return null;
  return (
    <div
      className="rounded-md border border-success/40 bg-success/10 px-3 py-2 text-center"
      role="group"
      aria-label="Combined Score"
    >
      <p className="text-xs text-muted-foreground">Combined Score</p>
      <p className="text-lg font-semibold">
        {formatScore(status.combinedScore)}
        <span className="text-xs font-normal text-muted-foreground">/10</span>
      </p>
    </div>
  );
}

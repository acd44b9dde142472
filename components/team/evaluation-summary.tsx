import { Badge } from "@/components/ui/badge";
import { Progress } from "@/components/ui/progress";
import { evaluationBadge, formatScore } from "@/lib/shared/scores";
import type { EvaluationStatus } from "@/lib/shared/team-types";
import { ASSESSMENT_KIND_INFOS, progressFlags, progressKinds } from "@/lib/shared/assessment-kinds";

const PROGRESS = progressKinds(ASSESSMENT_KIND_INFOS);

const VARIANT = { complete: "success", "in-progress": "warning", pending: "secondary" } as const;

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
  const badge = evaluationBadge(progressFlags(status), { started: !!status?.hasEvaluation, noneLabel });
  return <Badge variant={VARIANT[badge.kind]}>{badge.label}</Badge>;
}

/** Overall progress counts the assessments that make it up, three (spec 2 §9). */
export function EvaluationProgress({ status, name }: { status: EvaluationStatus | null; name: string }) {
  const done = status?.completedAssessments ?? 0;
  return (
    <Progress
      value={Math.round((done / PROGRESS.length) * 100)}
      aria-label={`Evaluation progress for ${name}: ${done} of ${PROGRESS.length} assessments complete`}
    />
  );
}

export function ScoreLine({ status }: { status: EvaluationStatus | null }) {
  return (
    <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
      {PROGRESS.map((k) => (
        <span key={k.name}>
          {k.status.short}: {formatScore(status?.[k.status.score])}
        </span>
      ))}
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

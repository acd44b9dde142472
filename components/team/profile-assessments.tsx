import { AssessmentCard } from "@/components/team/assessment-card";
import {
  behavioralAction,
  questionnaireHref,
  scorecardHref,
  valuesReviewHref,
} from "@/components/team/assessment-links";
import { formatScore } from "@/lib/shared/scores";
import type { EmployeeDetail, EvaluationStatus } from "@/lib/shared/team-types";

const BEHAVIORAL_LABEL = {
  none: "No Evaluation",
  draft: "Draft Evaluation",
  complete: "Evaluation Complete",
} as const;
const VALUES_LABEL = { none: "Not Started", draft: "In Progress", complete: "Complete" } as const;
const VALUES_ACTION = { none: "Start", draft: "Continue", complete: "Review" } as const;
const QUESTIONNAIRE_LABEL = { none: "Ready to Start", draft: "In Progress", complete: "Complete" } as const;
const QUESTIONNAIRE_ACTION = { none: "Start", draft: "Continue", complete: "Review" } as const;

type Props = { employee: EmployeeDetail; status: EvaluationStatus; managerHrisId: string };

/** The state of each of the three assessments with its action (spec 2 §2, §4). */
export function ProfileAssessments({ employee, status, managerHrisId }: Props) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <AssessmentCard
        title="Behavioral Competency Evaluation"
        description="Competencies of the employee's role, scored 1 to 5."
        state={status.behavioralState}
        stateLabel={BEHAVIORAL_LABEL[status.behavioralState]}
        actionLabel={behavioralAction(status)}
        href={scorecardHref(employee.id, status)}
      >
        {status.hasEvaluation ? (
          <dl className="space-y-1">
            <div className="flex justify-between">
              <dt className="text-muted-foreground">Progress</dt>
              <dd>
                {status.completedQuestions} of {status.totalQuestions} questions
              </dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-muted-foreground">Total Average</dt>
              <dd>{formatScore(status.totalAverage)}</dd>
            </div>
          </dl>
        ) : (
          <p className="text-muted-foreground">{status.totalQuestions} questions to answer.</p>
        )}
      </AssessmentCard>
      <AssessmentCard
        title="Values Assessment"
        description="The six company values, three items each."
        state={status.valuesState}
        stateLabel={VALUES_LABEL[status.valuesState]}
        actionLabel={VALUES_ACTION[status.valuesState]}
        href={valuesReviewHref(employee.id, managerHrisId)}
      >
        {status.valuesScore !== null && (
          <p>
            <span className="text-muted-foreground">Values Score </span>
            {formatScore(status.valuesScore)}/5.0
          </p>
        )}
      </AssessmentCard>
      <AssessmentCard
        title="Performance Questionnaire"
        description="How the employee performed against their objectives."
        state={status.performanceState}
        stateLabel={QUESTIONNAIRE_LABEL[status.performanceState]}
        actionLabel={QUESTIONNAIRE_ACTION[status.performanceState]}
        href={questionnaireHref(employee.hrisId, managerHrisId)}
      >
        {status.performanceScore !== null && (
          <p>
            <span className="text-muted-foreground">Overall Performance </span>
            {formatScore(status.performanceScore)}/5.0
          </p>
        )}
      </AssessmentCard>
    </div>
  );
}

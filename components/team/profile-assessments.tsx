import { AssessmentCard } from "@/components/team/assessment-card";
import { ASSESSMENT_KIND_INFOS, type AssessmentKindInfo } from "@/lib/shared/assessment-kinds";
import type { CardBody } from "@/lib/shared/assessment-kind-info";
import { formatScore } from "@/lib/shared/scores";
import type { EmployeeDetail, EvaluationStatus } from "@/lib/shared/team-types";

type Props = {
  employee: EmployeeDetail;
  status: EvaluationStatus;
  managerHrisId: string;
  /** The registered kinds (lib/shared/assessment-kinds.ts); each with a card gets one. */
  kinds?: readonly AssessmentKindInfo[];
};

function CardDetails({ body }: { body: CardBody | null }) {
  if (body === null) return null;
  if ("note" in body) return <p className="text-muted-foreground">{body.note}</p>;
  if ("score" in body)
    return (
      <p>
        <span className="text-muted-foreground">{body.score.label} </span>
        {formatScore(body.score.value)}/5.0
      </p>
    );
  return (
    <dl className="space-y-1">
      {body.facts.map(([label, text]) => (
        <div key={label} className="flex justify-between">
          <dt className="text-muted-foreground">{label}</dt>
          <dd>{text}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The state of each assessment with a card, with its action (spec 2 §2, §4). */
export function ProfileAssessments({
  employee,
  status,
  managerHrisId,
  kinds = ASSESSMENT_KIND_INFOS,
}: Props) {
  const to = { employeeId: employee.id, employeeHrisId: employee.hrisId, managerHrisId };
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {kinds.map(({ name, card, status: place }) => {
        if (!card || !place) return null;
        const state = status[place.state];
        return (
          <AssessmentCard
            key={name}
            title={card.title}
            description={card.description}
            state={state}
            stateLabel={card.stateLabels[state]}
            actionLabel={card.action(status)}
            href={card.href(to, status)}
          >
            <CardDetails body={card.body(status)} />
          </AssessmentCard>
        );
      })}
    </div>
  );
}

import { Badge } from "@/components/ui/badge";
import { AssessmentHeader, type AssessedEmployee } from "@/components/assessment/assessment-header";

export type ScorecardEmployee = AssessedEmployee;

/** Whose evaluation this is: name and title, and its state once one exists. */
export function ScorecardHeader({
  employee,
  state,
}: {
  employee: ScorecardEmployee;
  state: "new" | "draft" | "complete";
}) {
  return (
    <AssessmentHeader
      employee={employee}
      label="Behavioral Competency Evaluation"
      badge={
        state === "draft" ? (
          <Badge variant="warning">Draft Evaluation</Badge>
        ) : state === "complete" ? (
          <Badge variant="success">Evaluation Complete</Badge>
        ) : null
      }
    />
  );
}

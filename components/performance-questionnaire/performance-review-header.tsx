import { Badge } from "@/components/ui/badge";
import { AssessmentHeader, type AssessedEmployee } from "@/components/assessment/assessment-header";

export type ReviewEmployee = AssessedEmployee;

/** Whose questionnaire this is, the way back to their profile, and 'In Progress' for a draft. */
export function PerformanceReviewHeader({
  employee,
  isDraft,
}: {
  employee: ReviewEmployee;
  isDraft: boolean;
}) {
  return (
    <AssessmentHeader
      employee={employee}
      label="Performance Questionnaire"
      badge={isDraft ? <Badge variant="warning">In Progress</Badge> : null}
    />
  );
}

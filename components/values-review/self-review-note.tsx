import { SCORING_GUIDE } from "@/lib/shared/schemas/behavioral";

const labelOf = (score: number) => SCORING_GUIDE.find((g) => g.value === score)?.label;

/** The employee's own score and notes for one subcomponent, beside the manager's (spec 2 §2). */
export function SelfReviewNote({
  score,
  notes,
  hasReview,
}: {
  score: number;
  notes: string | null;
  hasReview: boolean;
}) {
  if (!hasReview) return null;
  return (
    <p className="rounded-md bg-muted/50 px-3 py-2 text-sm wrap-anywhere">
      <span className="font-medium">Employee self-review: </span>
      {score > 0 ? `${score} ${labelOf(score)}` : "Not scored"}
      {notes ? <span className="block text-muted-foreground">“{notes}”</span> : null}
    </p>
  );
}

import { CheckCircle2 } from "lucide-react";
import { formatDate } from "@/lib/shared/format-date";
import { SCORING_GUIDE } from "@/lib/shared/schemas/behavioral";
import { REFLECTIONS, type SelfReviewDto } from "@/lib/shared/schemas/self-review";
import { SelfReviewHeader } from "./self-review-header";

const labelOf = (score: number | undefined) =>
  SCORING_GUIDE.find((g) => g.value === score)?.label ?? "Not scored";

/** A submitted self-review, read-only (issue 34 §3), with who completed it when HR did (§9). */
export function SubmittedSelfReview({ review, onBehalfOf }: { review: SelfReviewDto; onBehalfOf?: string }) {
  return (
    <div className="space-y-6">
      <SelfReviewHeader review={review} onBehalfOf={onBehalfOf} />
      <p role="status" className="flex items-center gap-2 rounded-md border bg-muted/50 px-3 py-2 text-sm">
        <CheckCircle2 className="size-4 text-primary" aria-hidden />
        {review.completedByHrAt
          ? `Completed by HR on ${formatDate(review.completedByHrAt)}.`
          : review.submittedAt
            ? `Submitted on ${formatDate(review.submittedAt)}. It can no longer be changed.`
            : "Submitted. It can no longer be changed."}
      </p>
      {review.values.map((value) => (
        <section
          key={value.valueId}
          aria-labelledby={`submitted-value-${value.valueId}`}
          className="rounded-xl border bg-card p-4 shadow-sm"
        >
          <h2 id={`submitted-value-${value.valueId}`} className="text-lg font-semibold">
            {value.name}
          </h2>
          <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[1fr_auto]">
            {value.subcomponents.map((sub) => {
              const score = review.scores[String(sub.id)];
              return (
                <div key={sub.id} className="contents">
                  <dt>{sub.name}</dt>
                  <dd className="font-medium">{score ? `${score} ${labelOf(score)}` : "Not scored"}</dd>
                </div>
              );
            })}
          </dl>
        </section>
      ))}
      <section
        aria-labelledby="submitted-reflections"
        className="space-y-3 rounded-xl border bg-card p-4 shadow-sm"
      >
        <h2 id="submitted-reflections" className="text-lg font-semibold">
          Reflections
        </h2>
        {REFLECTIONS.map(({ key, label }) => (
          <div key={key}>
            <h3 className="text-sm font-medium">{label}</h3>
            <p className="whitespace-pre-wrap text-sm text-muted-foreground">
              {review.reflections[key] || "—"}
            </p>
          </div>
        ))}
      </section>
    </div>
  );
}

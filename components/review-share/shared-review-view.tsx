import { formatScore, orDash } from "@/lib/shared/scores";
import type { SharedReview } from "@/lib/shared/schemas/review-share";

/** A shared version as frozen (issue 34 §7): the scores, the combined score, the written feedback, the career path. */
export function SharedReviewView({ review }: { review: SharedReview }) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="shared-scores" className="space-y-2">
        <h2 id="shared-scores" className="text-lg font-semibold">
          Scores
        </h2>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
          {review.assessments.map((a) => (
            <div key={a.kind} className="contents">
              <dt className="text-muted-foreground">{a.label}</dt>
              <dd>{formatScore(a.score)}</dd>
            </div>
          ))}
          <dt className="font-semibold">Combined score</dt>
          <dd className="font-semibold">{formatScore(review.combinedScore)} / 10</dd>
        </dl>
      </section>
      <section aria-labelledby="shared-feedback" className="space-y-3">
        <h2 id="shared-feedback" className="text-lg font-semibold">
          Your manager&apos;s feedback
        </h2>
        {review.assessments.map((a) => (
          <div key={a.kind}>
            <h3 className="font-medium">{a.label}</h3>
            <p className="whitespace-pre-wrap wrap-anywhere">{orDash(a.feedback)}</p>
          </div>
        ))}
      </section>
      <section aria-labelledby="shared-career" className="space-y-2">
        <h2 id="shared-career" className="text-lg font-semibold">
          Career path
        </h2>
        {review.careerPath.length ? (
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
            {review.careerPath.map((c) => (
              <div key={c.label} className="contents">
                <dt className="text-muted-foreground">{c.label}</dt>
                <dd className="min-w-0 wrap-anywhere">{c.text}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-muted-foreground">No career path was recorded.</p>
        )}
      </section>
    </div>
  );
}

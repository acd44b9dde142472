import { SCORING_GUIDE } from "@/lib/shared/schemas/behavioral";

/** The five-point scale (spec 2 §2, §9), shown above the competencies. */
export function ScoringGuide() {
  return (
    <section aria-labelledby="scoring-guide-title" className="rounded-xl border bg-card p-4 shadow-sm">
      <h2 id="scoring-guide-title" className="text-sm font-semibold">
        Scoring Guide
      </h2>
      <ol className="mt-2 grid gap-2 text-sm sm:grid-cols-5">
        {SCORING_GUIDE.map((g) => (
          <li key={g.value} className="flex items-center gap-2 rounded-md bg-muted/60 px-3 py-2">
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
              {g.value}
            </span>
            <span>{g.label}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

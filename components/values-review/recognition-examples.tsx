import { RECOGNITIONS_SHOWN_PER_VALUE, type RecognitionExampleDto } from "@/lib/shared/schemas/values-review";

/** Up to 2 recognition examples of one value, and '+ n more' for the rest (spec 2 §2, §9). */
export function RecognitionExamples({ examples }: { examples: RecognitionExampleDto[] }) {
  const shown = examples.slice(0, RECOGNITIONS_SHOWN_PER_VALUE);
  const more = examples.length - shown.length;
  return (
    <section aria-label="Recognition examples" className="space-y-2 rounded-lg bg-muted/50 p-3 text-sm">
      <h3 className="font-medium">Recognition Examples</h3>
      {examples.length === 0 ? (
        <p className="text-muted-foreground">No recognition examples for this value yet.</p>
      ) : (
        <ul className="space-y-2">
          {shown.map((r) => (
            <li key={r.id}>
              <blockquote className="border-l-2 pl-3 wrap-anywhere">
                <p>{r.recognitionText}</p>
                <footer className="text-muted-foreground">
                  — {r.recognizer ?? "A colleague"}
                  {r.componentSubmitted ? ` · ${r.componentSubmitted}` : ""}
                </footer>
              </blockquote>
            </li>
          ))}
        </ul>
      )}
      {more > 0 && <p className="text-muted-foreground">+ {more} more</p>}
    </section>
  );
}

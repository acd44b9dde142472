"use client";
import { useState } from "react";
import { Loader2 } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { ScoreRadioGroup } from "@/components/assessment/score-radio-group";
import { ScoringGuide } from "@/components/assessment/scoring-guide";
import { toast } from "@/hooks/use-toast";
import { formatDateTime } from "@/lib/shared/format-date";
import { withReturnPath } from "@/lib/shared/routes";
import {
  missingScores,
  REFLECTION_MAX,
  REFLECTIONS,
  type SelfReviewDto,
} from "@/lib/shared/schemas/self-review";
import { SelfReviewHeader } from "./self-review-header";
import { SubmittedSelfReview } from "./submitted-self-review";
import {
  useSelfReviewAutosave,
  type SaveProblem,
  type SelfReviewEndpoints,
} from "./use-self-review-autosave";

type Props = {
  initial: SelfReviewDto;
  endpoints: SelfReviewEndpoints;
  /** Where "Sign in again" comes back to (this page). */
  returnPath: string;
  /** HR filling it in for someone: says so above the form. */
  onBehalfOf?: string;
};

const itemId = (subcomponentId: number) => `self-review-item-${subcomponentId}`;

/**
 * The self-review (issue 34 §1–3): the six company values' three items each on the values
 * review's scale, and three reflections; saved as it is written, then submitted once. Missing
 * items are listed with a link to each; a submitted self-review is shown read-only.
 */
export function SelfReviewForm({ initial, endpoints, returnPath, onBehalfOf }: Props) {
  const form = useSelfReviewAutosave(initial, endpoints);
  const [missing, setMissing] = useState<{ id: number; label: string }[]>([]);
  const { dto, answers } = form;

  if (dto.state === "submitted") return <SubmittedSelfReview review={dto} />;

  const readOnly = !dto.open || form.problem?.kind === "locked";
  const trySubmit = async () => {
    const gaps = missingScores(dto.values, answers.scores);
    setMissing(gaps);
    if (gaps.length) {
      requestAnimationFrame(() => document.getElementById("self-review-missing")?.focus());
      return;
    }
    if (await form.submit())
      toast({
        title: "Self-review submitted",
        description: "Your self-review is submitted and can no longer be changed.",
      });
  };
  const stillMissing = missing.filter((m) => !(answers.scores[String(m.id)] >= 1));

  return (
    <div className="space-y-6">
      <SelfReviewHeader review={dto} onBehalfOf={onBehalfOf} />
      {!dto.open && (
        <Alert>
          <AlertTitle>The self-review is closed</AlertTitle>
          <AlertDescription>
            The self phase of {dto.cycleName} is not open: what is saved here can no longer be changed.
          </AlertDescription>
        </Alert>
      )}
      <SaveProblemNotice problem={form.problem} returnPath={returnPath} />
      {stillMissing.length > 0 && (
        <section
          id="self-review-missing"
          tabIndex={-1}
          aria-labelledby="self-review-missing-title"
          className="rounded-xl border border-destructive/50 bg-destructive/5 p-4 outline-none"
        >
          <h2 id="self-review-missing-title" className="font-semibold">
            Score these items before you submit ({stillMissing.length} missing)
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {stillMissing.map((m) => (
              <li key={m.id}>
                <a
                  className="underline underline-offset-2"
                  href={`#${itemId(m.id)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    const item = document.getElementById(itemId(m.id));
                    item?.scrollIntoView({ block: "center" });
                    item?.querySelector<HTMLInputElement>("input")?.focus();
                  }}
                >
                  {m.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ScoringGuide />
      {dto.values.map((value) => (
        <section
          key={value.valueId}
          aria-labelledby={`self-review-value-${value.valueId}`}
          className="space-y-4 rounded-xl border bg-card p-4 shadow-sm"
        >
          <div>
            <h2 id={`self-review-value-${value.valueId}`} className="text-lg font-semibold">
              {value.name}
            </h2>
            <p className="text-sm text-muted-foreground">{value.description}</p>
          </div>
          {value.subcomponents.map((sub) => (
            <fieldset key={sub.id} id={itemId(sub.id)} disabled={readOnly} className="min-w-0 scroll-mt-24">
              <ScoreRadioGroup
                label={sub.name}
                description={sub.description}
                name={`self-${sub.id}`}
                value={answers.scores[String(sub.id)] ?? 0}
                onChange={(score) => form.setScore(sub.id, score)}
                error={stillMissing.some((m) => m.id === sub.id) ? "Score required" : null}
              />
            </fieldset>
          ))}
        </section>
      ))}
      <section
        aria-labelledby="self-review-reflections"
        className="space-y-4 rounded-xl border bg-card p-4 shadow-sm"
      >
        <h2 id="self-review-reflections" className="text-lg font-semibold">
          Reflections
        </h2>
        {REFLECTIONS.map(({ key, label }) => {
          const text = answers.reflections[key];
          const over = text.length > REFLECTION_MAX;
          return (
            <div key={key} className="space-y-1">
              <Label htmlFor={`reflection-${key}`}>{label}</Label>
              <Textarea
                id={`reflection-${key}`}
                value={text}
                readOnly={readOnly}
                aria-invalid={over || undefined}
                aria-describedby={`reflection-${key}-count`}
                onChange={(event) => form.setReflection(key, event.target.value)}
                onBlur={form.leaveField}
                rows={4}
              />
              <p
                id={`reflection-${key}-count`}
                className={over ? "text-xs text-destructive" : "text-xs text-muted-foreground"}
              >
                {text.length} / {REFLECTION_MAX} characters{over ? ": too long, shorten it to save" : ""}
              </p>
            </div>
          );
        })}
      </section>
      <div
        data-sticky-action-bar
        className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t bg-background px-4 py-3"
      >
        <p className="mr-auto text-sm text-muted-foreground" aria-live="polite" data-testid="last-saved">
          {form.saving
            ? "Saving..."
            : form.isDirty
              ? dto.updatedAt
                ? `Unsaved changes · last saved ${formatDateTime(dto.updatedAt)}`
                : "Unsaved changes"
              : dto.updatedAt
                ? `Last saved ${formatDateTime(dto.updatedAt)}`
                : ""}
        </p>
        <Button type="button" onClick={() => void trySubmit()} softDisabled={form.saving || readOnly}>
          {form.saving && <Loader2 className="animate-spin" aria-hidden />}
          Submit self-review
        </Button>
      </div>
    </div>
  );
}

function SaveProblemNotice({ problem, returnPath }: { problem: SaveProblem | null; returnPath: string }) {
  if (!problem) return null;
  if (problem.kind === "session")
    return (
      <Alert variant="destructive">
        <AlertTitle>Your session has ended</AlertTitle>
        <AlertDescription>
          <p>
            What you typed is kept in this browser and is saved when you sign in again.{" "}
            <a
              className="font-medium underline underline-offset-2"
              href={withReturnPath("/login", returnPath)}
            >
              Sign in again
            </a>
          </p>
        </AlertDescription>
      </Alert>
    );
  return (
    <Alert variant="destructive">
      <AlertTitle>
        {problem.kind === "locked" ? "This self-review can no longer be changed" : "Not saved"}
      </AlertTitle>
      <AlertDescription>
        <p>{problem.message}</p>
        {problem.kind === "invalid" && problem.issues.length > 0 && (
          <ul className="list-disc pl-5">
            {problem.issues.slice(0, 5).map((issue) => (
              <li key={issue.path}>{issue.message}</li>
            ))}
          </ul>
        )}
      </AlertDescription>
    </Alert>
  );
}

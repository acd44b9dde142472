"use client";
import { useId, useRef, useState } from "react";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/client/api";
import { formatPath, type CustomPath } from "@/lib/shared/career-paths/format-path";
import { customPathFormSchema } from "@/lib/shared/career-paths/schemas";
import {
  BUILDER_TITLE_LIMIT,
  CAREER_TEXTS,
  MAX_PATH_TITLES,
  MAX_PATH_TITLES_TEXT,
} from "@/lib/shared/career-paths/texts";
import type { TitleRef } from "@/lib/shared/career-paths/types";
import { ChosenTitle, move, newStepKey } from "@/components/career-paths/chosen-title";
import type { PathSubject } from "@/components/career-paths/custom-path-calls";
import { useCreatePathStepByStep, useReplacePath } from "@/components/career-paths/custom-path-mutations";
import { PathExtrasFields } from "@/components/career-paths/path-extras-fields";
import {
  addedText,
  movedText,
  removedPositionText,
  removedText,
  useAnnouncement,
} from "@/components/career-paths/step-announcements";
import { TitleSearch } from "@/components/career-paths/title-search";
import { keyedControl, useFocusAfterRender } from "@/components/shell/use-focus-after-render";

export type BuilderMode = { kind: "create" } | { kind: "edit" | "view"; path: CustomPath };
/**
 * How the builder closed: an edited path saved (or changed elsewhere, 409) is written anew under
 * another id, so the path it was opened from goes with the refresh; `name` is the saved path's.
 */
export type BuilderOutcome = { replaced: true; name?: string };
type Step = { key: number; title: TitleRef | null };

const HEADINGS = {
  create: "Create Custom Career Path",
  edit: "Edit Custom Career Path",
  view: "View Custom Career Path",
} as const;

/**
 * The create/edit custom path dialog (spec 2 §2, §5): ordered title steps picked from searches of
 * 15, a title used once at most, notes and the verified checkbox. Creating posts one call per
 * step; editing replaces the path in one call.
 */
export function CustomPathBuilder({
  subject,
  mode,
  onClose,
}: {
  subject: PathSubject;
  mode: BuilderMode;
  onClose: (outcome?: BuilderOutcome) => void;
}) {
  const existing = mode.kind === "create" ? null : mode.path;
  const readOnly = mode.kind === "view";
  // Each position keeps its key when it moves, so its buttons (and the focus on one) survive.
  const [steps, setSteps] = useState<Step[]>(() =>
    (existing ? existing.titles : [null, null]).map((title) => ({ key: newStepKey(), title })),
  );
  const [notes, setNotes] = useState(existing?.notes ?? "");
  const [verified, setVerified] = useState(existing?.verified ?? false);
  const [busy, setBusy] = useState(false);
  const { mutateAsync: replacePath } = useReplacePath(subject.hrisId);
  const { mutateAsync: createPathStepByStep } = useCreatePathStepByStep(subject);
  // One title list open at a time: the position whose search was last focused or typed in.
  const [searching, setSearching] = useState<number | null>(null);
  // The "at least 2 positions" message shows once Create Path was pressed, not on opening.
  const [attempted, setAttempted] = useState(false);
  const minimumId = useId();
  const [said, say] = useAnnouncement();
  const { container, focusAfterRender } = useFocusAfterRender();
  const addButton = useRef<HTMLButtonElement>(null);
  const titles = steps.map((s) => s.title);
  const form = customPathFormSchema.safeParse({ titles, notes, verified });
  const chosen = titles.filter((s): s is TitleRef => s !== null);
  const tooFew = chosen.length < 2;

  function pick(index: number, title: TitleRef) {
    const next = steps.map((s, j) => (j === index ? { ...s, title } : s));
    setSteps(next);
    say(addedText(title.titleName, index + 1));
    // On to the next empty position (after this one first); none left: the way to add one.
    const empty = [...next.slice(index + 1), ...next.slice(0, index)].find((s) => !s.title);
    focusAfterRender(
      ...(empty ? [keyedControl(empty.key, "search")] : []),
      () => addButton.current,
      keyedControl(steps[index]!.key, "remove"),
    );
  }

  function shift(index: number, delta: -1 | 1) {
    const step = steps[index]!;
    setSteps(move(steps, index, delta));
    if (step.title) say(movedText(step.title.titleName, index + delta + 1));
    const [same, other] = delta < 0 ? (["up", "down"] as const) : (["down", "up"] as const);
    focusAfterRender(keyedControl(step.key, same), keyedControl(step.key, other));
  }

  /** "Remove {title}": the position stays, empty, to pick another title for it. */
  function clear(index: number) {
    const step = steps[index]!;
    setSteps(steps.map((s, j) => (j === index ? { ...s, title: null } : s)));
    if (step.title) say(removedText(step.title.titleName, index + 1));
    focusAfterRender(keyedControl(step.key, "search"));
  }

  /** "Remove Position n": the next position's remove button, or the previous one's when it was last. */
  function removePosition(index: number) {
    const neighbour = steps[index + 1] ?? steps[index - 1];
    setSteps(steps.filter((_, j) => j !== index));
    say(removedPositionText(index + 1));
    focusAfterRender(
      ...(neighbour ? [keyedControl(neighbour.key, "remove"), keyedControl(neighbour.key, "search")] : []),
      () => addButton.current,
    );
  }

  function addPosition() {
    const step = { key: newStepKey(), title: null };
    setSteps([...steps, step]);
    focusAfterRender(keyedControl(step.key, "search"));
  }

  async function save() {
    if (!form.success) return;
    const input = { titleIds: chosen.map((t) => t.titleId), notes, verified };
    setBusy(true);
    try {
      if (mode.kind === "edit") await replacePath({ path: mode.path, input });
      else await createPathStepByStep(input);
      toast({
        title: CAREER_TEXTS.successTitle,
        description: mode.kind === "edit" ? CAREER_TEXTS.updated : CAREER_TEXTS.created,
      });
      onClose(mode.kind === "edit" ? { replaced: true, name: formatPath(chosen) } : undefined);
    } catch (error) {
      const partlySaved = (error as { partlySaved?: boolean }).partlySaved;
      // Changed or deleted in another window: every retry would fail the same way, so say why
      // and close; the progression dialog behind shows the path as it now is.
      const stale = mode.kind === "edit" && error instanceof ApiError && error.code === "conflict";
      // A create refused whole (the employee already has the most paths there can be): say why.
      const refused =
        mode.kind === "create" && error instanceof ApiError && error.code === "conflict"
          ? error.serverMessage
          : undefined;
      toast({
        title: CAREER_TEXTS.errorTitle,
        description:
          mode.kind === "edit"
            ? stale
              ? `${CAREER_TEXTS.updateFailed}: it was changed or deleted in another window, and is shown as it now is.`
              : CAREER_TEXTS.updateFailed
            : partlySaved
              ? CAREER_TEXTS.saveFailed
              : refused
                ? `${CAREER_TEXTS.createFailed}. ${refused}`
                : CAREER_TEXTS.createFailed,
        variant: "destructive",
        duration: 4000,
      });
      if (stale) onClose({ replaced: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{HEADINGS[mode.kind]}</DialogTitle>
          <DialogDescription>
            {subject.name}:{" "}
            {readOnly ? "the positions of this path, in order." : "choose the positions in order."}
          </DialogDescription>
        </DialogHeader>
        <div ref={container} className="space-y-3">
          {steps.map(({ key, title }, i) =>
            title ? (
              <ChosenTitle
                key={key}
                stepKey={key}
                title={title}
                position={i + 1}
                count={steps.length}
                readOnly={readOnly}
                onMove={(d) => shift(i, d)}
                onRemove={() => clear(i)}
              />
            ) : (
              <div key={key} data-focus-key={key} className="space-y-1 rounded-md border border-dashed p-2">
                <TitleSearch
                  label={`Position ${i + 1}`}
                  limit={BUILDER_TITLE_LIMIT}
                  excludeIds={chosen.map((t) => t.titleId)}
                  onPick={(t) => pick(i, t)}
                  expanded={searching === key}
                  onExpand={() => setSearching(key)}
                />
                {steps.length > 2 && (
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    data-action="remove"
                    onClick={() => removePosition(i)}
                  >
                    Remove Position {i + 1}
                  </Button>
                )}
              </div>
            ),
          )}
          {!readOnly && steps.length < MAX_PATH_TITLES && (
            <Button ref={addButton} type="button" size="sm" variant="outline" onClick={addPosition}>
              <Plus aria-hidden />
              Add Position
            </Button>
          )}
          {!readOnly && steps.length >= MAX_PATH_TITLES && (
            <p className="text-sm text-muted-foreground">{MAX_PATH_TITLES_TEXT}</p>
          )}
          {!readOnly && (
            <p
              id={minimumId}
              aria-live="polite"
              className={attempted && tooFew ? "text-sm text-destructive" : "sr-only"}
            >
              {attempted && tooFew ? CAREER_TEXTS.minimumTitles : ""}
            </p>
          )}
          <p role="status" className="sr-only">
            {said}
          </p>
          <PathExtrasFields
            notes={notes}
            verified={verified}
            onNotes={setNotes}
            onVerified={setVerified}
            readOnly={readOnly}
          />
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onClose()}>
            {readOnly ? "Close" : "Cancel"}
          </Button>
          {!readOnly && (
            // Unavailable while the path is incomplete, but a press says why (spec 2 §5's message).
            <Button
              type="button"
              disabled={busy}
              aria-disabled={!form.success || undefined}
              aria-describedby={attempted && tooFew ? minimumId : undefined}
              className={cn(!form.success && "cursor-not-allowed opacity-50")}
              onClick={() => (form.success ? void save() : setAttempted(true))}
            >
              {busy ? "Saving..." : mode.kind === "edit" ? "Save Path" : "Create Path"}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

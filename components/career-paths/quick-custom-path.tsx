"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import {
  CAREER_TEXTS,
  FIRST_DIALOG_TITLE_LIMIT,
  MAX_PATH_TITLES,
  MAX_PATH_TITLES_TEXT,
} from "@/lib/shared/career-paths/texts";
import type { TitleRef } from "@/lib/shared/career-paths/types";
import { ChosenTitle, move } from "@/components/career-paths/chosen-title";
import type { PathSubject } from "@/components/career-paths/custom-path-calls";
import { useCreatePathInOneCall } from "@/components/career-paths/custom-path-mutations";
import { PathExtrasFields } from "@/components/career-paths/path-extras-fields";
import {
  addedText,
  movedText,
  removedText,
  useAnnouncement,
} from "@/components/career-paths/step-announcements";
import { TitleSearch } from "@/components/career-paths/title-search";
import { control, keyedControl, useFocusAfterRender } from "@/components/shell/use-focus-after-render";

/**
 * The progression dialog's own quick creator (POST /api/career-path/custom): titles picked from a
 * search of 20, in order. As the spec says, a failed create here is only logged. A title is in a
 * path once, so its id is its step's key; after each change focus stays where the user works.
 */
export function QuickCustomPath({ subject, onDone }: { subject: PathSubject; onDone: () => void }) {
  const [titles, setTitles] = useState<TitleRef[]>([]);
  const [notes, setNotes] = useState("");
  const { mutateAsync: createPath } = useCreatePathInOneCall(subject);
  const [verified, setVerified] = useState(false);
  const [busy, setBusy] = useState(false);
  const [said, say] = useAnnouncement();
  const { container, focusAfterRender } = useFocusAfterRender<HTMLElement>();

  function add(title: TitleRef) {
    setTitles([...titles, title]);
    say(addedText(title.titleName, titles.length + 1));
    // Ready for the next one; at the limit the search is gone, so the new step.
    focusAfterRender(control("search"), keyedControl(title.titleId, "remove"));
  }

  function shift(index: number, delta: -1 | 1) {
    const title = titles[index]!;
    setTitles(move(titles, index, delta));
    say(movedText(title.titleName, index + delta + 1));
    const [same, other] = delta < 0 ? (["up", "down"] as const) : (["down", "up"] as const);
    focusAfterRender(keyedControl(title.titleId, same), keyedControl(title.titleId, other));
  }

  function remove(index: number) {
    const title = titles[index]!;
    const next = titles[index + 1] ?? titles[index - 1];
    setTitles(titles.filter((t) => t.titleId !== title.titleId));
    say(removedText(title.titleName, index + 1));
    focusAfterRender(...(next ? [keyedControl(next.titleId, "remove")] : []), control("search"));
  }

  async function create() {
    setBusy(true);
    try {
      await createPath({ titleIds: titles.map((t) => t.titleId), notes, verified });
      toast({ title: CAREER_TEXTS.successTitle, description: CAREER_TEXTS.created });
      onDone();
    } catch (error) {
      console.error("[career-paths] create failed", error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section ref={container} aria-label="Add Custom Path" className="space-y-3 rounded-md border p-3">
      <h4 className="font-medium">Add Custom Path</h4>
      {titles.length < MAX_PATH_TITLES ? (
        <TitleSearch
          label="Add a title to the path"
          limit={FIRST_DIALOG_TITLE_LIMIT}
          excludeIds={titles.map((t) => t.titleId)}
          onPick={add}
        />
      ) : (
        <p className="text-sm text-muted-foreground">{MAX_PATH_TITLES_TEXT}</p>
      )}
      {titles.length > 0 && (
        <div className="space-y-1" aria-label="Path titles" role="group">
          {titles.map((t, i) => (
            <ChosenTitle
              key={t.titleId}
              stepKey={t.titleId}
              title={t}
              position={i + 1}
              count={titles.length}
              onMove={(d) => shift(i, d)}
              onRemove={() => remove(i)}
            />
          ))}
        </div>
      )}
      <p role="status" className="sr-only">
        {said}
      </p>
      <PathExtrasFields notes={notes} verified={verified} onNotes={setNotes} onVerified={setVerified} />
      <div className="flex gap-2">
        <Button type="button" disabled={titles.length < 2 || busy} onClick={() => void create()}>
          {busy ? "Creating..." : "Create Path"}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </section>
  );
}

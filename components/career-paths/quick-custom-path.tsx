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
import { createPathInOneCall, type PathSubject } from "@/components/career-paths/custom-path-calls";
import { PathExtrasFields } from "@/components/career-paths/path-extras-fields";
import { TitleSearch } from "@/components/career-paths/title-search";

/**
 * The progression dialog's own quick creator (POST /api/career-path/custom): titles picked from a
 * search of 20, in order. As the spec says, a failed create here is only logged.
 */
export function QuickCustomPath({ subject, onDone }: { subject: PathSubject; onDone: () => void }) {
  const [titles, setTitles] = useState<TitleRef[]>([]);
  const [notes, setNotes] = useState("");
  const [verified, setVerified] = useState(false);
  const [busy, setBusy] = useState(false);

  async function create() {
    setBusy(true);
    try {
      await createPathInOneCall(subject, { titleIds: titles.map((t) => t.titleId), notes, verified });
      toast({ title: CAREER_TEXTS.successTitle, description: CAREER_TEXTS.created });
      onDone();
    } catch (error) {
      console.error("[career-paths] create failed", error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-label="Add Custom Path" className="space-y-3 rounded-md border p-3">
      <h4 className="font-medium">Add Custom Path</h4>
      {titles.length < MAX_PATH_TITLES ? (
        <TitleSearch
          label="Add a title to the path"
          limit={FIRST_DIALOG_TITLE_LIMIT}
          excludeIds={titles.map((t) => t.titleId)}
          onPick={(t) => setTitles((list) => [...list, t])}
        />
      ) : (
        <p className="text-sm text-muted-foreground">{MAX_PATH_TITLES_TEXT}</p>
      )}
      {titles.length > 0 && (
        <div className="space-y-1" aria-label="Path titles" role="group">
          {titles.map((t, i) => (
            <ChosenTitle
              key={t.titleId}
              title={t}
              position={i + 1}
              count={titles.length}
              onMove={(d) => setTitles((list) => move(list, i, d))}
              onRemove={() => setTitles((list) => list.filter((x) => x.titleId !== t.titleId))}
            />
          ))}
        </div>
      )}
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

"use client";
import { useState } from "react";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
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
import type { CustomPath } from "@/lib/shared/career-paths/format-path";
import { customPathFormSchema } from "@/lib/shared/career-paths/schemas";
import {
  BUILDER_TITLE_LIMIT,
  CAREER_TEXTS,
  MAX_PATH_TITLES,
  MAX_PATH_TITLES_TEXT,
} from "@/lib/shared/career-paths/texts";
import type { TitleRef } from "@/lib/shared/career-paths/types";
import { ChosenTitle, move } from "@/components/career-paths/chosen-title";
import {
  createPathStepByStep,
  replacePath,
  type PathSubject,
} from "@/components/career-paths/custom-path-calls";
import { PathExtrasFields } from "@/components/career-paths/path-extras-fields";
import { TitleSearch } from "@/components/career-paths/title-search";

export type BuilderMode = { kind: "create" } | { kind: "edit" | "view"; path: CustomPath };

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
  onClose: () => void;
}) {
  const existing = mode.kind === "create" ? null : mode.path;
  const readOnly = mode.kind === "view";
  const [steps, setSteps] = useState<(TitleRef | null)[]>(existing ? existing.titles : [null, null]);
  const [notes, setNotes] = useState(existing?.notes ?? "");
  const [verified, setVerified] = useState(existing?.verified ?? false);
  const [busy, setBusy] = useState(false);
  const form = customPathFormSchema.safeParse({ titles: steps, notes, verified });
  const chosen = steps.filter((s): s is TitleRef => s !== null);
  const tooFew = chosen.length < 2;

  async function save() {
    if (!form.success) return;
    const input = { titleIds: chosen.map((t) => t.titleId), notes, verified };
    setBusy(true);
    try {
      if (mode.kind === "edit") await replacePath(subject, mode.path, input);
      else await createPathStepByStep(subject, input);
      toast({
        title: CAREER_TEXTS.successTitle,
        description: mode.kind === "edit" ? CAREER_TEXTS.updated : CAREER_TEXTS.created,
      });
      onClose();
    } catch (error) {
      const partlySaved = (error as { partlySaved?: boolean }).partlySaved;
      // Changed or deleted in another window: every retry would fail the same way, so say why
      // and close; the progression dialog behind shows the path as it now is.
      const stale = mode.kind === "edit" && error instanceof ApiError && error.status === 409;
      toast({
        title: CAREER_TEXTS.errorTitle,
        description:
          mode.kind === "edit"
            ? stale
              ? `${CAREER_TEXTS.updateFailed}: it was changed or deleted in another window, and is shown as it now is.`
              : CAREER_TEXTS.updateFailed
            : partlySaved
              ? CAREER_TEXTS.saveFailed
              : CAREER_TEXTS.createFailed,
        variant: "destructive",
        duration: 4000,
      });
      if (stale) onClose();
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
        <div className="space-y-3">
          {steps.map((step, i) =>
            step ? (
              <ChosenTitle
                key={`${step.titleId}-${i}`}
                title={step}
                position={i + 1}
                count={steps.length}
                readOnly={readOnly}
                onMove={(d) => setSteps((list) => move(list, i, d))}
                onRemove={() => setSteps((list) => list.map((s, j) => (j === i ? null : s)))}
              />
            ) : (
              <div key={`empty-${i}`} className="space-y-1 rounded-md border border-dashed p-2">
                <TitleSearch
                  label={`Position ${i + 1}`}
                  limit={BUILDER_TITLE_LIMIT}
                  excludeIds={chosen.map((t) => t.titleId)}
                  onPick={(t) => setSteps((list) => list.map((s, j) => (j === i ? t : s)))}
                />
                {steps.length > 2 && (
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    onClick={() => setSteps((list) => list.filter((_, j) => j !== i))}
                  >
                    Remove Position {i + 1}
                  </Button>
                )}
              </div>
            ),
          )}
          {!readOnly && steps.length < MAX_PATH_TITLES && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => setSteps((list) => [...list, null])}
            >
              <Plus aria-hidden />
              Add Position
            </Button>
          )}
          {!readOnly && steps.length >= MAX_PATH_TITLES && (
            <p className="text-sm text-muted-foreground">{MAX_PATH_TITLES_TEXT}</p>
          )}
          {!readOnly && tooFew && <p className="text-sm text-destructive">{CAREER_TEXTS.minimumTitles}</p>}
          <PathExtrasFields
            notes={notes}
            verified={verified}
            onNotes={setNotes}
            onVerified={setVerified}
            readOnly={readOnly}
          />
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {readOnly ? "Close" : "Cancel"}
          </Button>
          {!readOnly && (
            <Button type="button" disabled={!form.success || busy} onClick={() => void save()}>
              {busy ? "Saving..." : mode.kind === "edit" ? "Save Path" : "Create Path"}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

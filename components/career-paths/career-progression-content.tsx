"use client";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useQuery } from "@tanstack/react-query";
import { formatPath, groupCustomPaths, type CustomPath } from "@/lib/shared/career-paths/format-path";
import { CAREER_TEXTS, MAX_CUSTOM_PATHS, MAX_CUSTOM_PATHS_TEXT } from "@/lib/shared/career-paths/texts";
import { CareerPathBody } from "@/components/career-paths/career-path-body";
import { careerPathQuery, pathTypesQuery } from "@/components/career-paths/career-path-queries";
import { ConfirmButton } from "@/components/career-paths/confirm-button";
import {
  CustomPathBuilder,
  type BuilderMode,
  type BuilderOutcome,
} from "@/components/career-paths/custom-path-builder";
import type { PathSubject } from "@/components/career-paths/custom-path-calls";
import { useDeletePath } from "@/components/career-paths/custom-path-mutations";
import { QuickCustomPath } from "@/components/career-paths/quick-custom-path";
import { buttonNamed, keyedControl, useFocusAfterRender } from "@/components/shell/use-focus-after-render";
import { toast } from "@/hooks/use-toast";
import { messageOf } from "@/lib/client/api";
import { LoadError } from "@/components/shell/load-error";

/** What the career progression dialog shows while open: the paths, their actions and the builders. */
export function CareerProgressionContent({ subject }: { subject: PathSubject }) {
  const career = useQuery(careerPathQuery(subject.hrisId));
  const { mutateAsync: deletePath } = useDeletePath(subject);
  const pathTypes = useQuery(pathTypesQuery());
  const [quickOpen, setQuickOpen] = useState(false);
  const [builder, setBuilder] = useState<BuilderMode | null>(null);
  const { container, focusAfterRender, focusWhenGone } = useFocusAfterRender();
  const addButton = useRef<HTMLButtonElement>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const fullHint = useId();
  const quickHint = useId();
  const builderHint = useId();

  if (career.error) {
    return (
      <LoadError
        title={CAREER_TEXTS.loadFailed}
        message={messageOf(career.error, "Please try again.")}
        onRetry={() => void career.refetch()}
        isRetrying={career.isFetching}
      />
    );
  }
  if (!career.data) return <p className="text-sm text-muted-foreground">Loading career paths...</p>;

  const paths = groupCustomPaths(career.data.customPaths);
  // At the limit the creators stay focusable (the 20th path's dialog gives focus back to Create)
  // and say why they are unavailable; an open quick creator closes.
  const full = paths.length >= MAX_CUSTOM_PATHS;
  if (full && quickOpen) setQuickOpen(false); // its path could not be saved any more

  async function remove(path: CustomPath) {
    const index = paths.findIndex((p) => p.sessionId === path.sessionId);
    const neighbour = paths[index + 1] ?? paths[index - 1];
    try {
      await deletePath(path.customCareerPathId);
      toast({ title: CAREER_TEXTS.successTitle, description: CAREER_TEXTS.deleted });
      // Once the refresh drops the path (and its focused Delete button): the next path's Delete,
      // the previous one's when it was last, else the way to make a new one.
      focusWhenGone(
        keyedControl(path.sessionId, "delete"),
        ...(neighbour ? [keyedControl(neighbour.sessionId, "delete")] : []),
        () => createButton.current,
      );
    } catch (error) {
      // The spec's first dialog only logs a failed delete.
      console.error("[career-paths] delete failed", error);
      focusAfterRender(); // the path stays, and focus with it
    }
  }

  /** A creator closes: focus back to what opened it, not to the top of the dialog. */
  function closeQuick() {
    setQuickOpen(false);
    focusAfterRender(() => addButton.current);
  }
  function closeBuilder(outcome?: BuilderOutcome) {
    const opener = builder && builder.kind !== "create" ? builder : null;
    setBuilder(null);
    if (opener && outcome?.replaced) {
      // Written anew under another id: once the refresh drops the old path (and the Edit button
      // focus would go back to), the saved path's Edit, else the way to make a new one.
      focusWhenGone(
        keyedControl(opener.path.sessionId, "edit"),
        ...(outcome.name ? [buttonNamed(`Edit ${outcome.name}`)] : []),
        () => createButton.current,
      );
      return;
    }
    focusAfterRender(
      ...(opener ? [keyedControl(opener.path.sessionId, opener.kind)] : []),
      () => createButton.current,
    );
  }

  const actions = (path: CustomPath) => {
    const name = formatPath(path.titles);
    return (
      <>
        <ConfirmButton
          label="View"
          ariaLabel={`View ${name}`}
          title="View custom path?"
          description={`Open ${name}.`}
          onConfirm={() => setBuilder({ kind: "view", path })}
        />
        <ConfirmButton
          label="Edit"
          ariaLabel={`Edit ${name}`}
          title="Edit custom path?"
          description={`Change the positions, notes or verified mark of ${name}.`}
          onConfirm={() => setBuilder({ kind: "edit", path })}
        />
        <ConfirmButton
          label="Delete"
          ariaLabel={`Delete ${name}`}
          title="Delete custom path?"
          description={`${name} will be deleted. This cannot be undone.`}
          destructive
          onConfirm={() => void remove(path)}
        />
      </>
    );
  };

  return (
    <div ref={container}>
      <CareerPathBody
        data={career.data}
        pathTypes={pathTypes.data}
        customActions={actions}
        customSectionAction={
          <div className="flex flex-wrap items-center gap-2">
            <Button
              ref={addButton}
              size="sm"
              variant="outline"
              onClick={() => setQuickOpen((v) => !v)}
              aria-expanded={quickOpen}
              softDisabled={full}
              aria-describedby={full ? fullHint : quickHint}
            >
              Add Custom Path
            </Button>
            <Button
              ref={createButton}
              size="sm"
              onClick={() => setBuilder({ kind: "create" })}
              softDisabled={full}
              aria-describedby={full ? fullHint : builderHint}
            >
              Create Custom Path
            </Button>
            {/* Two ways to one kind of path: say how they differ (issue 31 item 21). */}
            <ul className="basis-full space-y-0.5 text-xs text-muted-foreground">
              <li id={quickHint}>{CAREER_TEXTS.quickCreatorHint}</li>
              <li id={builderHint}>{CAREER_TEXTS.builderHint}</li>
            </ul>
            {full && (
              <p id={fullHint} className="basis-full text-sm text-muted-foreground">
                {MAX_CUSTOM_PATHS_TEXT}
              </p>
            )}
          </div>
        }
      >
        {quickOpen && <QuickCustomPath subject={subject} onDone={closeQuick} />}
      </CareerPathBody>
      {builder && <CustomPathBuilder subject={subject} mode={builder} onClose={closeBuilder} />}
    </div>
  );
}

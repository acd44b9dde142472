"use client";
import { ArrowDown, ArrowUp, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { TitleRef } from "@/lib/shared/career-paths/types";

/**
 * A chosen title in a path being built: move it up or down, or remove it. `stepKey` names the
 * step for the builders' focus handling (data-focus-key, and data-action on each button).
 */
export function ChosenTitle({
  stepKey,
  title,
  position,
  count,
  onMove,
  onRemove,
  readOnly,
}: {
  stepKey: number;
  title: TitleRef;
  position: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  readOnly?: boolean;
}) {
  return (
    <div data-focus-key={stepKey} className="flex items-center gap-2 rounded-md border px-2 py-1 text-sm">
      <span className="w-6 text-muted-foreground">{position}.</span>
      <span className="flex-1">{title.titleName}</span>
      {!readOnly && (
        <>
          <Button
            type="button"
            size="icon"
            variant="ghost"
            className="size-7"
            data-action="up"
            aria-label={`Move ${title.titleName} up`}
            disabled={position === 1}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden />
          </Button>
          <Button
            type="button"
            size="icon"
            variant="ghost"
            className="size-7"
            data-action="down"
            aria-label={`Move ${title.titleName} down`}
            disabled={position === count}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden />
          </Button>
          <Button
            type="button"
            size="icon"
            variant="ghost"
            className="size-7"
            data-action="remove"
            aria-label={`Remove ${title.titleName}`}
            onClick={onRemove}
          >
            <X aria-hidden />
          </Button>
        </>
      )}
    </div>
  );
}

/** Moves item `index` by `delta` places (a new array). */
export function move<T>(items: T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (target < 0 || target >= items.length) return items;
  const copy = [...items];
  [copy[index], copy[target]] = [copy[target]!, copy[index]!];
  return copy;
}

let lastStepKey = 0;
/** A key for a new step of a path being built: unique in the tab, kept while the step moves. */
export const newStepKey = () => ++lastStepKey;

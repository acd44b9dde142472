"use client";
import { useCallback, useLayoutEffect, useRef, useState } from "react";

/** Finds where focus should go, inside the list's container. */
export type FocusTarget = (root: HTMLElement) => HTMLElement | null | undefined;

/** The control marked `data-action={action}` of the item marked `data-focus-key={key}`. */
export const keyedControl =
  (key: string | number, action: string): FocusTarget =>
  (root) =>
    [...root.querySelectorAll<HTMLElement>("[data-focus-key]")]
      .find((el) => el.dataset.focusKey === String(key))
      ?.querySelector<HTMLElement>(`[data-action="${action}"]`);

/** The first control marked `data-action={action}` (the quick creator's title search). */
export const control =
  (action: string): FocusTarget =>
  (root) =>
    root.querySelector<HTMLElement>(`[data-action="${action}"]`);

/** The button whose accessible name (aria-label) is `name`: a path's Edit once it has a new id. */
export const buttonNamed =
  (name: string): FocusTarget =>
  (root) =>
    [...root.querySelectorAll<HTMLElement>("button[aria-label]")].find(
      (el) => el.getAttribute("aria-label") === name,
    );

/**
 * The first field marked aria-invalid (screen order): a radio group's first enabled radio, else
 * the field itself. After a refused submit (WCAG 2.4.3).
 */
export const firstInvalidControl: FocusTarget = (root) => {
  const field = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field || field.getAttribute("role") !== "radiogroup") return field;
  return field.querySelector<HTMLElement>("input[type=radio]:not(:disabled)") ?? field;
};

type Wanted = { targets: FocusTarget[]; gone?: FocusTarget };

/**
 * Focus after the render an action causes (WCAG 2.4.3). In the career path builders, moving,
 * picking or removing a step replaces or moves the button that had focus, and the browser then
 * drops focus to the top of the dialog; on the scorecard, a refused submit marks the missing
 * items and opens their cards. The action names where focus goes, targets in order of
 * preference; after the next render the first one present and enabled gets it, before paint, so
 * a dialog's focus trap never sees focus leave.
 */
export function useFocusAfterRender<T extends HTMLElement = HTMLDivElement>({
  centre = false,
}: {
  /** Scroll the control to the middle of the screen (a form's field, with its label above it). */
  centre?: boolean;
} = {}) {
  const container = useRef<T>(null);
  const wanted = useRef<Wanted | null>(null);
  // A request is a render of its own too: a second refused submit may change nothing else.
  const [, rerender] = useState(0);
  useLayoutEffect(() => {
    const root = container.current;
    const want = wanted.current;
    if (!root || !want) return;
    if (want.gone) {
      if (want.gone(root)) return; // not yet re-rendered without it
      // Only where focus went with it: never take focus from where the user has moved it since.
      const active = root.ownerDocument.activeElement;
      const lost = !active || active === root.ownerDocument.body || !active.isConnected;
      if (!lost) {
        wanted.current = null;
        return;
      }
    }
    wanted.current = null;
    for (const target of want.targets) {
      const el = target(root);
      if (el && !el.matches(":disabled")) {
        if (centre) el.scrollIntoView?.({ block: "center" });
        el.focus({ preventScroll: centre });
        return;
      }
    }
  });
  /** Focus the first of `targets` after the next render (none: forget an earlier request). */
  const focusAfterRender = useCallback((...targets: FocusTarget[]) => {
    wanted.current = { targets };
    rerender((n) => n + 1);
  }, []);
  /** Focus the first of `targets` once a render no longer shows `gone` (a write's refresh). */
  const focusWhenGone = useCallback((gone: FocusTarget, ...targets: FocusTarget[]) => {
    wanted.current = { targets, gone };
    rerender((n) => n + 1);
  }, []);
  return { container, focusAfterRender, focusWhenGone };
}

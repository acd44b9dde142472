"use client";
import { useCallback, useLayoutEffect, useRef } from "react";

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

type Wanted = { targets: FocusTarget[]; gone?: FocusTarget };

/**
 * Focus for a list that re-renders under the user's hands (WCAG 2.4.3). Moving, picking or
 * removing a step replaces or moves the button that had focus, and the browser then drops focus
 * to the top of the dialog. The action names where focus goes instead, targets in order of
 * preference; after the next render the first one present and enabled gets it, before paint, so
 * the dialog's focus trap never sees focus leave.
 */
export function useFocusAfterRender<T extends HTMLElement = HTMLDivElement>() {
  const container = useRef<T>(null);
  const wanted = useRef<Wanted | null>(null);
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
        el.focus();
        return;
      }
    }
  });
  /** Focus the first of `targets` after the next render (none: forget an earlier request). */
  const focusAfterRender = useCallback((...targets: FocusTarget[]) => {
    wanted.current = { targets };
  }, []);
  /** Focus the first of `targets` once a render no longer shows `gone` (a write's refresh). */
  const focusWhenGone = useCallback((gone: FocusTarget, ...targets: FocusTarget[]) => {
    wanted.current = { targets, gone };
  }, []);
  return { container, focusAfterRender, focusWhenGone };
}

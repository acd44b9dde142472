"use client";
import { useRef, useState } from "react";
import type { PendingAction } from "./assessment-action-bar";

/** Spec 2 §9 toast durations. */
export const TOAST_MS = { saved: 2000, saveFailed: 3000, error: 4000, csv: 5000 } as const;

/**
 * Which of an assessment's two actions is running. `start` refuses a second one: a ref, not the
 * state, because a double click lands before the re-render that disables the buttons.
 */
export function usePendingAction() {
  const [pending, setPending] = useState<PendingAction>(null);
  const busy = useRef(false);

  function start(action: Exclude<PendingAction, null>) {
    if (busy.current) return false;
    busy.current = true;
    setPending(action);
    return true;
  }

  function finish() {
    busy.current = false;
    setPending(null);
  }

  return { pending, start, finish };
}

"use client";
import { useSyncExternalStore } from "react";

// One Submit Feedback dialog per page (mounted by the root layout); the floating button and
// the navbar buttons open it through this tiny store instead of each rendering their own.
let isOpen = false;
const listeners = new Set<() => void>();

export function setFeedbackDialogOpen(open: boolean) {
  isOpen = open;
  listeners.forEach((listener) => listener());
}

export function openFeedbackDialog() {
  setFeedbackDialogOpen(true);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFeedbackDialogOpen() {
  return useSyncExternalStore(
    subscribe,
    () => isOpen,
    () => false,
  );
}

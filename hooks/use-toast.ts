"use client";
// shadcn/ui's classic toast store (not sonner), with the product spec's numbers (ADR 0089).
import * as React from "react";

/** What a toast passes to components/ui/toast.tsx's Toast (the store knows no component). */
export type ToastProps = {
  variant?: "default" | "destructive" | null;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  duration?: number;
  className?: string;
};
/** A toast's action button (components/ui/toast.tsx's ToastAction). */
export type ToastActionElement = React.ReactElement;

/** Only one toast is visible at a time. */
export const TOAST_LIMIT = 1;
/** A dismissed toast stays in the store (for its exit animation) this long before removal. */
export const TOAST_REMOVE_DELAY = 1_000_000;
/** Default display time; callers can pass `duration` per toast (e.g. 2000, 3000, 4000). */
export const TOAST_DEFAULT_DURATION = 5000;
/**
 * With one toast at a time, a toast raised right after another would hide it before anyone could
 * read it ('Evaluation submitted successfully' then 'CSV Backup Downloaded' 0.1 s later). So toasts
 * are sequenced: the next one waits until the visible one has been shown this long (or is closed).
 */
export const TOAST_MIN_VISIBLE = 2500;

export type ToasterToast = ToastProps & {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  action?: ToastActionElement;
};

export type ToastAction =
  | { type: "ADD_TOAST"; toast: ToasterToast }
  | { type: "UPDATE_TOAST"; toast: Partial<ToasterToast> & { id: string } }
  | { type: "DISMISS_TOAST"; toastId?: string }
  | { type: "REMOVE_TOAST"; toastId?: string };

export interface ToastState {
  toasts: ToasterToast[];
}

/** Pure state transition; scheduling removal after a dismiss is done by `dispatch`. */
export function reducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case "ADD_TOAST":
      return { ...state, toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "UPDATE_TOAST":
      return {
        ...state,
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case "DISMISS_TOAST":
      return {
        ...state,
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case "REMOVE_TOAST":
      if (action.toastId === undefined) return { ...state, toasts: [] };
      return { ...state, toasts: state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

let count = 0;
function genId() {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

const toastTimeouts = new Map<string, ReturnType<typeof setTimeout>>();
const listeners: Array<(state: ToastState) => void> = [];
let memoryState: ToastState = { toasts: [] };

function addToRemoveQueue(toastId: string) {
  if (toastTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    toastTimeouts.delete(toastId);
    dispatch({ type: "REMOVE_TOAST", toastId });
  }, TOAST_REMOVE_DELAY);
  toastTimeouts.set(toastId, timeout);
}

function dispatch(action: ToastAction) {
  if (action.type === "DISMISS_TOAST") {
    for (const t of memoryState.toasts) {
      if (action.toastId === undefined || t.id === action.toastId) addToRemoveQueue(t.id);
    }
  }
  memoryState = reducer(memoryState, action);
  for (const listener of listeners) listener(memoryState);
}

/** Current store contents (outside React). */
export function getToastState(): ToastState {
  return memoryState;
}

// Toasts waiting for the visible one to have been seen (TOAST_MIN_VISIBLE).
let waiting: ToasterToast[] = [];
let visibleSince = 0;
let pumpTimer: ReturnType<typeof setTimeout> | null = null;

function pump() {
  if (pumpTimer) return;
  const next = waiting[0];
  if (!next) return;
  const isOpen = memoryState.toasts.some((t) => t.open !== false);
  const wait = isOpen ? visibleSince + TOAST_MIN_VISIBLE - Date.now() : 0;
  if (wait > 0) {
    pumpTimer = setTimeout(() => {
      pumpTimer = null;
      pump();
    }, wait);
    return;
  }
  waiting = waiting.slice(1);
  visibleSince = Date.now();
  dispatch({ type: "ADD_TOAST", toast: next });
  pump();
}

/** After a close: the next waiting toast need not wait any longer. */
function showNextNow() {
  if (pumpTimer) clearTimeout(pumpTimer);
  pumpTimer = null;
  pump();
}

/** Clears the store and pending removals (for tests). */
export function resetToastStore() {
  for (const timeout of toastTimeouts.values()) clearTimeout(timeout);
  toastTimeouts.clear();
  if (pumpTimer) clearTimeout(pumpTimer);
  pumpTimer = null;
  waiting = [];
  visibleSince = 0;
  memoryState = { toasts: [] };
  for (const listener of listeners) listener(memoryState);
}

export type Toast = Omit<ToasterToast, "id">;

export function toast({ ...props }: Toast) {
  const id = genId();
  const update = (next: Partial<ToasterToast>) => {
    waiting = waiting.map((t) => (t.id === id ? { ...t, ...next, id } : t));
    dispatch({ type: "UPDATE_TOAST", toast: { ...next, id } });
  };
  const dismiss = () => {
    waiting = waiting.filter((t) => t.id !== id);
    dispatch({ type: "DISMISS_TOAST", toastId: id });
    showNextNow(); // a closed toast lets the next one in at once
  };

  waiting = [
    ...waiting,
    {
      ...props,
      id,
      open: true,
      onOpenChange: (open) => {
        props.onOpenChange?.(open);
        if (!open) dismiss();
      },
    },
  ];
  pump();

  return { id, dismiss, update };
}

function subscribe(listener: (state: ToastState) => void) {
  listeners.push(listener);
  return () => {
    const index = listeners.indexOf(listener);
    if (index > -1) listeners.splice(index, 1);
  };
}

const serverState: ToastState = { toasts: [] };

export function useToast() {
  const state = React.useSyncExternalStore(subscribe, getToastState, () => serverState);

  return {
    ...state,
    toast,
    dismiss: (toastId?: string) => {
      dispatch({ type: "DISMISS_TOAST", toastId });
      showNextNow();
    },
  };
}

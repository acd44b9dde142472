"use client";
import { useLayoutEffect, useRef } from "react";

/**
 * For a controlled dialog opened by something other than its own Radix trigger (a store, a list
 * item, a dialog loaded on first use): remembers what had the focus when `open` turned true and
 * gives it back on close, as a trigger would (WCAG 2.4.3), instead of leaving it on <body> where
 * the next Tab starts again from the top of the page. Pass the result as `onCloseAutoFocus`.
 */
export function useFocusReturn(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog's focus trap moves the focus inside (a passive effect).
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  return (event: Event) => {
    const target = opener.current;
    if (!target?.isConnected) return; // gone meanwhile: leave it to the dialog
    event.preventDefault();
    target.focus();
  };
}

"use client";
import { useRef, useState } from "react";

// A dialog whose code (Radix Dialog, focus trap, scroll lock: about 15 KB gzipped) loads when it is
// first opened, not with the page (docs/decisions/0062). Its trigger is an ordinary button that
// stays on the page; the dialog is controlled and hands focus back to that button on close, as
// Radix's own trigger would. The caller prefetches the code when a pointer or the keyboard
// reaches the button, so the loading state below is rarely seen.

/** The open state, the trigger's props and the dialog's props of a dialog loaded on first use. */
export function useDialogOnDemand(prefetch: () => unknown) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps its exit animation.
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return {
    mounted,
    trigger: {
      ref: triggerRef,
      "aria-haspopup": "dialog" as const,
      "aria-expanded": open,
      onClick: () => {
        setMounted(true);
        setOpen(true);
      },
      onPointerEnter: () => void prefetch(),
      onFocus: () => void prefetch(),
    },
    dialog: {
      open,
      onOpenChange: setOpen,
      onCloseAutoFocus: (event: Event) => {
        event.preventDefault();
        triggerRef.current?.focus();
      },
    },
  };
}

export type DialogOnDemandProps = ReturnType<typeof useDialogOnDemand>["dialog"];

/** Shown while a dialog's code loads: the dialog's overlay with a status line. */
export function DialogLoading() {
  return (
    <div role="status" className="fixed inset-0 z-50 grid place-items-center bg-black/50">
      <span className="rounded-md bg-background px-4 py-2 text-sm shadow-lg">Loading...</span>
    </div>
  );
}

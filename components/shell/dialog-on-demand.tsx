"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  COULD_NOT_LOAD,
  CouldNotLoad,
  useRetryWhenOnline,
  type UnavailableProps,
} from "@/components/shell/component-on-demand";

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

/**
 * Shown, while the dialog is open, in place of a dialog whose code could not load: the alert and
 * Try again of any part of the page that could not load, and Close. The page stays usable behind
 * it (a non-modal dialog: no overlay, no focus trap, so the trigger's aria-haspopup="dialog" and
 * aria-expanded stay true to what opened), and opening the dialog again tries again. The
 * panel takes the focus when it appears, so Try again and Close are the next Tab; Close or Escape
 * gives it back to where it was (the button that opened the dialog).
 */
export function DialogUnavailable({
  open,
  onOpenChange,
  retry,
  reload,
  isRetrying,
  returnFocus,
}: Omit<UnavailableProps<unknown>, "props"> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on Close; by default, where it was when the panel appeared. */
  returnFocus?: () => void;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const focusedBefore = useRef<Element | null>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) reload();
    wasOpen.current = open;
  }, [open, reload]);
  useRetryWhenOnline(retry, open);
  // The panel appears open when a load for the open dialog failed (opening it again reloads, and
  // the dialog's loading state takes the panel's place until that try fails too).
  const [isOpenOnMount] = useState(open);
  useEffect(() => {
    if (!isOpenOnMount) return;
    focusedBefore.current = document.activeElement;
    panel.current?.focus();
  }, [isOpenOnMount]);
  const close = useCallback(() => {
    onOpenChange(false);
    if (returnFocus) returnFocus();
    else if (focusedBefore.current instanceof HTMLElement && focusedBefore.current.isConnected)
      focusedBefore.current.focus();
  }, [onOpenChange, returnFocus]);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) close();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, close]);
  if (!open) return null;
  return (
    <div
      ref={panel}
      role="dialog"
      aria-label={COULD_NOT_LOAD}
      tabIndex={-1}
      className="fixed inset-x-4 bottom-20 z-50 mx-auto max-w-md rounded-lg bg-card shadow-lg outline-none"
    >
      <CouldNotLoad retry={retry} isRetrying={isRetrying} />
      <Button size="sm" variant="ghost" className="absolute right-3 bottom-3" onClick={close}>
        Close
      </Button>
    </div>
  );
}

/** DialogUnavailable for the dialogs of useDialogOnDemand; Close gives focus back to their button. */
export function DialogOnDemandUnavailable({
  props: { dialog },
  ...loadAgain
}: UnavailableProps<{ dialog: DialogOnDemandProps }>) {
  return (
    <DialogUnavailable
      {...loadAgain}
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      returnFocus={() => dialog.onCloseAutoFocus(new Event("close"))}
    />
  );
}

"use client";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { UnavailableProps } from "@/components/shell/component-on-demand";
import { PartUnavailable } from "@/components/shell/component-on-demand";

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
 * Shown, while the dialog is open, in place of a dialog whose code could not load: the message and
 * Try again of any part of the page that could not load, and Close. The page stays usable behind
 * it (no overlay), and opening the dialog again tries again.
 */
export function DialogUnavailable({
  open,
  onOpenChange,
  retry,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  retry: () => void;
}) {
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) retry();
    wasOpen.current = open;
  }, [open, retry]);
  if (!open) return null;
  return (
    <div
      className="fixed inset-x-4 bottom-20 z-50 mx-auto max-w-md rounded-lg shadow-lg"
      onKeyDown={(event) => {
        if (event.key === "Escape") onOpenChange(false);
      }}
    >
      <PartUnavailable props={null} retry={retry}>
        <Button size="sm" variant="ghost" onClick={() => onOpenChange(false)}>
          Close
        </Button>
      </PartUnavailable>
    </div>
  );
}

/** DialogUnavailable for the dialogs of useDialogOnDemand; Close gives focus back to their button. */
export function DialogOnDemandUnavailable({
  props: { dialog },
  retry,
}: UnavailableProps<{ dialog: DialogOnDemandProps }>) {
  return (
    <DialogUnavailable
      open={dialog.open}
      onOpenChange={(open) => {
        dialog.onOpenChange(open);
        if (!open) dialog.onCloseAutoFocus(new Event("close"));
      }}
      retry={retry}
    />
  );
}

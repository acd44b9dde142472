"use client";
import { TOAST_DEFAULT_DURATION, useToast } from "@/hooks/use-toast";
import { useHeaderClearance } from "@/hooks/use-header-clearance";
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "@/components/ui/toast";

/**
 * Renders the toast store: one toast at a time, top-right below the page's header (a toast over
 * the header hid Sign Out for 5 s), swipe right to dismiss, F8 to focus.
 */
function Toaster() {
  const { toasts } = useToast();
  const clearance = useHeaderClearance(toasts.some((t) => t.open !== false));

  return (
    <ToastProvider duration={TOAST_DEFAULT_DURATION} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      {/* A client-only style (the toaster never renders on the server, where the CSP forbids one). */}
      <ToastViewport hotkey={["F8"]} style={clearance ? { top: clearance } : undefined} />
    </ToastProvider>
  );
}

export { Toaster };

"use client";
// The toast parts without Radix Toast (13 KB of first-load script with its layers, ADR 0089):
// the same markup, data attributes and CSS variables, F8, pause on hover / focus / window blur,
// Escape, swipe to dismiss, and the announcement read out by screen readers.
import * as React from "react";
import { createPortal } from "react-dom";
import { cva, type VariantProps } from "class-variance-authority";
import { XIcon } from "lucide-react";
import { cn } from "@/lib/utils";

type SwipeDirection = "left" | "right";
type ProviderContext = {
  label: string;
  duration: number;
  swipeDirection: SwipeDirection;
  swipeThreshold: number;
  viewport: HTMLOListElement | null;
  setViewport: (node: HTMLOListElement | null) => void;
  paused: boolean;
  setPaused: (paused: boolean) => void;
  /** How many toasts are on screen (each counts itself in while mounted). */
  count: number;
  addToast: () => () => void;
};
const ProviderContext = React.createContext<ProviderContext | null>(null);
const CloseContext = React.createContext<() => void>(() => {});

function useProvider() {
  const context = React.useContext(ProviderContext);
  if (!context) throw new Error("Toast parts must be inside a ToastProvider");
  return context;
}

/** Spec: toasts show for 5000 ms by default and are swiped away to the right past 50 px. */
function ToastProvider({
  label = "Notification",
  duration = 5000,
  swipeDirection = "right",
  swipeThreshold = 50,
  children,
}: {
  label?: string;
  duration?: number;
  swipeDirection?: SwipeDirection;
  swipeThreshold?: number;
  children?: React.ReactNode;
}) {
  const [viewport, setViewport] = React.useState<HTMLOListElement | null>(null);
  const [paused, setPaused] = React.useState(false);
  const [count, setCount] = React.useState(0);
  const addToast = React.useCallback(() => {
    setCount((n) => n + 1);
    return () => setCount((n) => n - 1);
  }, []);
  const value = React.useMemo(
    () => ({
      label,
      duration,
      swipeDirection,
      swipeThreshold,
      viewport,
      setViewport,
      paused,
      setPaused,
      count,
      addToast,
    }),
    [label, duration, swipeDirection, swipeThreshold, viewport, paused, count, addToast],
  );
  return <ProviderContext.Provider value={value}>{children}</ProviderContext.Provider>;
}

/** Spec: F8 moves focus to the toast viewport. Hovering or focusing the toasts pauses their timers. */
function ToastViewport({
  className,
  hotkey = ["F8"],
  label = "Notifications ({hotkey})",
  ...props
}: React.ComponentProps<"ol"> & { hotkey?: string[]; label?: string }) {
  const { viewport, setViewport, setPaused, count } = useProvider();
  const wrapper = React.useRef<HTMLDivElement>(null);
  const hasToasts = count > 0;

  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const pressed = hotkey.every((key) => event[key as keyof KeyboardEvent] || event.code === key);
      if (hotkey.length > 0 && pressed) viewport?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [hotkey, viewport]);

  React.useEffect(() => {
    const node = wrapper.current;
    if (!hasToasts || !node) return;
    const pause = () => setPaused(true);
    const resume = () => setPaused(false);
    const focusOut = (event: FocusEvent) => {
      if (!node.contains(event.relatedTarget as Node | null)) resume();
    };
    const pointerLeave = () => {
      if (!node.contains(document.activeElement)) resume();
    };
    node.addEventListener("focusin", pause);
    node.addEventListener("focusout", focusOut);
    node.addEventListener("pointermove", pause);
    node.addEventListener("pointerleave", pointerLeave);
    window.addEventListener("blur", pause);
    window.addEventListener("focus", resume);
    return () => {
      node.removeEventListener("focusin", pause);
      node.removeEventListener("focusout", focusOut);
      node.removeEventListener("pointermove", pause);
      node.removeEventListener("pointerleave", pointerLeave);
      window.removeEventListener("blur", pause);
      window.removeEventListener("focus", resume);
      resume();
    };
  }, [hasToasts, setPaused]);

  return (
    <div
      ref={wrapper}
      role="region"
      aria-label={label.replace("{hotkey}", hotkey.join("+").replace(/Key|Digit/g, ""))}
      tabIndex={-1}
      style={{ pointerEvents: hasToasts ? undefined : "none" }}
    >
      <ol
        data-slot="toast-viewport"
        tabIndex={-1}
        className={cn(
          "fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]",
          className,
        )}
        {...props}
        ref={setViewport}
      />
    </div>
  );
}

const toastVariants = cva(
  [
    "group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-md border p-6 pr-8 shadow-lg transition-all",
    "data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none",
    "data-[state=open]:animate-in data-[state=open]:slide-in-from-top-full data-[state=closed]:animate-out data-[state=closed]:fade-out-80 data-[state=closed]:slide-out-to-right-full data-[swipe=end]:animate-out",
  ].join(" "),
  {
    variants: {
      variant: {
        default: "border bg-background text-foreground",
        destructive: "destructive group border-destructive bg-destructive text-destructive-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

type ToastRootProps = Omit<React.ComponentProps<"li">, "onChange" | "type"> &
  VariantProps<typeof toastVariants> & {
    open?: boolean;
    onOpenChange?: (open: boolean) => void;
    duration?: number;
    type?: "foreground" | "background";
  };

function Toast({ open = true, onOpenChange, ...props }: ToastRootProps) {
  // Kept on screen after closing until its exit animation has run (what Radix's Presence did).
  const [present, setPresent] = React.useState(open);
  if (open && !present) setPresent(true);
  if (!present) return null;
  return <ToastItem {...props} open={open} onOpenChange={onOpenChange} onExited={() => setPresent(false)} />;
}

function ToastItem({
  className,
  variant,
  open,
  onOpenChange,
  onExited,
  duration: durationProp,
  type = "foreground",
  style,
  onKeyDown,
  ...props
}: ToastRootProps & { onExited: () => void }) {
  const context = useProvider();
  const duration = durationProp || context.duration;
  const [node, setNode] = React.useState<HTMLLIElement | null>(null);
  const swipe = useSwipe(context, () => onOpenChange?.(false));

  const close = React.useCallback(() => {
    if (node?.contains(document.activeElement)) context.viewport?.focus();
    onOpenChange?.(false);
  }, [node, context.viewport, onOpenChange]);

  useCloseTimer(open === true && !context.paused, duration, close);
  const { addToast } = context;
  React.useEffect(addToast, [addToast]);

  // Escape closes it: inside the toast, or anywhere while no dialog is open above the page.
  React.useEffect(() => {
    if (!open) return;
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      if (document.querySelector('[role="dialog"],[role="alertdialog"]')) return;
      close();
    };
    document.addEventListener("keydown", onEscape);
    return () => document.removeEventListener("keydown", onEscape);
  }, [open, close]);

  React.useEffect(() => {
    if (open || !node) return;
    const animated = getComputedStyle(node).animationName;
    if (!animated || animated === "none") return onExited();
    const ended = (event: AnimationEvent) => {
      if (event.target === node) onExited();
    };
    node.addEventListener("animationend", ended);
    node.addEventListener("animationcancel", ended);
    return () => {
      node.removeEventListener("animationend", ended);
      node.removeEventListener("animationcancel", ended);
    };
  }, [open, node, onExited]);

  if (!context.viewport) return null;
  return (
    <>
      {node && <ToastAnnounce live={type === "foreground" ? "assertive" : "polite"} from={node} />}
      <CloseContext.Provider value={close}>
        {createPortal(
          <li
            data-slot="toast"
            data-variant={variant ?? "default"}
            data-state={open ? "open" : "closed"}
            data-swipe-direction={context.swipeDirection}
            tabIndex={0}
            className={cn(toastVariants({ variant }), className)}
            {...props}
            {...swipe}
            ref={setNode}
            style={{ userSelect: "none", touchAction: "none", ...style }}
            onKeyDown={(event) => {
              onKeyDown?.(event);
              if (event.key === "Escape" && !event.defaultPrevented) {
                event.preventDefault();
                close();
              }
            }}
            onFocus={(event) => {
              // Like Radix's layer branch: focusing a toast does not count as leaving an open dialog.
              event.nativeEvent.stopImmediatePropagation();
            }}
          />,
          context.viewport,
        )}
      </CloseContext.Provider>
    </>
  );
}

function useCloseTimer(running: boolean, duration: number, close: () => void) {
  const remaining = React.useRef(duration);
  const closeRef = React.useRef(close);
  React.useEffect(() => {
    closeRef.current = close;
  }, [close]);
  React.useEffect(() => {
    remaining.current = duration;
  }, [duration]);
  React.useEffect(() => {
    if (!running || !Number.isFinite(duration) || duration <= 0) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => closeRef.current(), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [running, duration]);
}

/** Swipe in the provider's direction: past the threshold it closes, short of it it springs back. */
function useSwipe(context: ProviderContext, onSwipedAway: () => void) {
  const start = React.useRef<{ x: number; y: number } | null>(null);
  const delta = React.useRef<number | null>(null);
  const sign = context.swipeDirection === "right" ? 1 : -1;
  const setVars = (el: HTMLElement, state: string, move: number | null, end: number | null) => {
    el.setAttribute("data-swipe", state);
    for (const [name, value] of [
      ["--radix-toast-swipe-move-x", move],
      ["--radix-toast-swipe-end-x", end],
    ] as const) {
      if (value === null) el.style.removeProperty(name);
      else el.style.setProperty(name, `${value}px`);
    }
  };
  return {
    onPointerDown(event: React.PointerEvent<HTMLLIElement>) {
      // Like Radix's layer branch: a press on a toast does not dismiss an open dialog.
      event.nativeEvent.stopImmediatePropagation();
      if (event.button === 0) start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerMove(event: React.PointerEvent<HTMLLIElement>) {
      if (!start.current) return;
      const dx = event.clientX - start.current.x;
      const dy = event.clientY - start.current.y;
      const x = sign * Math.max(0, sign * dx);
      const buffer = event.pointerType === "touch" ? 10 : 2;
      if (delta.current !== null) {
        delta.current = x;
        setVars(event.currentTarget, "move", x, null);
      } else if (Math.abs(x) > Math.abs(dy) && Math.abs(x) > buffer) {
        delta.current = x;
        setVars(event.currentTarget, "start", null, null);
        (event.target as Element).setPointerCapture?.(event.pointerId);
      } else if (Math.abs(dx) > buffer || Math.abs(dy) > buffer) {
        start.current = null;
      }
    },
    onPointerUp(event: React.PointerEvent<HTMLLIElement>) {
      const x = delta.current;
      const target = event.target as Element;
      if (target.hasPointerCapture?.(event.pointerId)) target.releasePointerCapture(event.pointerId);
      start.current = null;
      delta.current = null;
      if (x === null) return;
      const el = event.currentTarget;
      if (Math.abs(x) > context.swipeThreshold) {
        setVars(el, "end", null, x);
        onSwipedAway();
      } else {
        setVars(el, "cancel", null, null);
      }
      el.addEventListener("click", (click) => click.preventDefault(), { once: true });
    },
  };
}

const visuallyHidden: React.CSSProperties = {
  position: "absolute",
  border: 0,
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  wordWrap: "normal",
};

/** What screen readers read: "Notification" and the toast's text, in a live region for a second. */
function ToastAnnounce({ live, from }: { live: "assertive" | "polite"; from: HTMLElement }) {
  const { label } = useProvider();
  const [text, setText] = React.useState<string[] | null>(null);
  const [done, setDone] = React.useState(false);
  React.useEffect(() => {
    // Two frames later, so that the live region exists before its text arrives.
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setText(announceText(from)));
    });
    const timer = window.setTimeout(() => setDone(true), 1000);
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
      window.clearTimeout(timer);
    };
  }, [from]);
  if (done) return null;
  return createPortal(
    <span role="status" aria-live={live} aria-atomic="true" style={visuallyHidden}>
      {text && [label, ...text].join(" ")}
    </span>,
    document.body,
  );
}

/** The toast's visible text, leaving out its buttons (an action is read as its `altText`). */
function announceText(container: Node): string[] {
  const parts: string[] = [];
  for (const node of Array.from(container.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE && node.textContent) parts.push(node.textContent);
    if (!(node instanceof HTMLElement)) continue;
    if (node.getAttribute("aria-hidden") === "true" || node.hidden || node.style.display === "none") continue;
    if (node.dataset.toastAnnounceExclude === undefined) parts.push(...announceText(node));
    else if (node.dataset.toastAnnounceAlt) parts.push(node.dataset.toastAnnounceAlt);
  }
  return parts;
}

function ToastAction({
  className,
  altText,
  onClick,
  ...props
}: React.ComponentProps<"button"> & { altText: string }) {
  const close = React.useContext(CloseContext);
  return (
    <button
      type="button"
      data-slot="toast-action"
      data-toast-announce-exclude=""
      data-toast-announce-alt={altText}
      className={cn(
        "inline-flex h-8 shrink-0 items-center justify-center rounded-md border bg-transparent px-3 text-sm font-medium transition-colors outline-none hover:bg-secondary focus-visible:ring-[3px] focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50",
        "group-[.destructive]:border-white/40 group-[.destructive]:hover:bg-white/10 group-[.destructive]:focus-visible:ring-white/50",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        close();
      }}
      {...props}
    />
  );
}

function ToastClose({ className, onClick, ...props }: React.ComponentProps<"button">) {
  const close = React.useContext(CloseContext);
  return (
    <button
      type="button"
      data-slot="toast-close"
      data-toast-announce-exclude=""
      aria-label="Close"
      className={cn(
        "absolute top-2 right-2 rounded-md p-1 text-foreground/50 opacity-0 transition-opacity outline-none group-hover:opacity-100 hover:text-foreground focus:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring",
        "group-[.destructive]:text-white/80 group-[.destructive]:hover:text-white",
        className,
      )}
      toast-close=""
      onClick={(event) => {
        onClick?.(event);
        close();
      }}
      {...props}
    >
      <XIcon className="size-4" aria-hidden="true" />
    </button>
  );
}

function ToastTitle({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="toast-title" className={cn("text-sm font-semibold", className)} {...props} />;
}

function ToastDescription({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="toast-description"
      className={cn("text-sm opacity-90 group-[.destructive]:opacity-100", className)}
      {...props}
    />
  );
}

type ToastProps = React.ComponentProps<typeof Toast>;
type ToastActionElement = React.ReactElement<React.ComponentProps<typeof ToastAction>>;

export {
  type ToastProps,
  type ToastActionElement,
  ToastProvider,
  ToastViewport,
  Toast,
  ToastTitle,
  ToastDescription,
  ToastClose,
  ToastAction,
  toastVariants,
};

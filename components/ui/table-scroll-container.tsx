"use client";
import * as React from "react";

/** Whether the element is wider inside than it shows (it scrolls sideways), kept up as it resizes. */
function useScrollsSideways(ref: React.RefObject<HTMLElement | null>) {
  const [scrolls, setScrolls] = React.useState(false);
  React.useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    check();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}

/**
 * A table's box (the only client part of components/ui/table.tsx, so rows and cells stay server
 * components). Focusable while it scrolls sideways, so a keyboard user can scroll it (WCAG 2.1.1,
 * axe's scrollable-region-focusable), also when its cells hold nothing else to focus; a table that
 * fits is no extra Tab stop (a page of 60 small tables had 60 of them), and a focusable one is a
 * named region (after the table's own aria-label, so several on a page are told apart), not an
 * unnamed stop read out as all of its text.
 */
export function TableScrollContainer({ name, children }: { name?: string; children: React.ReactNode }) {
  const container = React.useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(container);
  return (
    <div
      ref={container}
      data-slot="table-container"
      tabIndex={scrolls ? 0 : undefined}
      role={scrolls ? "region" : undefined}
      aria-label={scrolls ? `${name ?? "Table"}, scrolls sideways` : undefined}
      className="relative w-full overflow-x-auto rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
    >
      {children}
    </div>
  );
}

"use client";
import { useEffect, useState } from "react";
import { usePathname } from "next/navigation";

/**
 * How far the page's header (its banner, with Sign Out / Logout) reaches down the window: 0 once
 * it has scrolled away. Kept up while `active`: on scroll, on resize, when the header changes
 * height, and on a new page, whose header may be another (a toast shown on /login stays on the
 * home page, whose header wraps to three lines on a phone). The toasts start below it, so they
 * never cover its controls.
 */
export function useHeaderClearance(active: boolean) {
  const pathname = usePathname();
  const [clearance, setClearance] = useState(0);
  useEffect(() => {
    if (!active) return;
    const header = document.querySelector("header");
    const measure = () => setClearance(Math.max(0, Math.ceil(header?.getBoundingClientRect().bottom ?? 0)));
    measure();
    const resized = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    if (header) resized?.observe(header);
    window.addEventListener("scroll", measure, { passive: true });
    window.addEventListener("resize", measure);
    return () => {
      resized?.disconnect();
      window.removeEventListener("scroll", measure);
      window.removeEventListener("resize", measure);
    };
  }, [active, pathname]);
  return clearance;
}

"use client";
import { useEffect, useState } from "react";

/**
 * How far the page's header (its banner, with Sign Out / Logout) reaches down the window: 0 once
 * it has scrolled away. Kept up while `active`, on scroll and resize, so the toasts can start
 * below it and never cover its controls, on a desktop or a phone, where it wraps to two or three
 * lines.
 */
export function useHeaderClearance(active: boolean) {
  const [clearance, setClearance] = useState(0);
  useEffect(() => {
    if (!active) return;
    const measure = () => {
      const bottom = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
      setClearance(Math.max(0, Math.ceil(bottom)));
    };
    measure();
    window.addEventListener("scroll", measure, { passive: true });
    window.addEventListener("resize", measure);
    return () => {
      window.removeEventListener("scroll", measure);
      window.removeEventListener("resize", measure);
    };
  }, [active]);
  return clearance;
}

"use client";
import { useEffect, useRef } from "react";

/** The CSS variable with the sticky action bar's height: the floating Feedback button and focus scrolling keep clear of it. */
export const BAR_HEIGHT_VARIABLE = "--sticky-bar-height";

/** Publishes the element's height on the page's root while it is mounted. */
export function useBarHeight<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const bar = ref.current;
    const root = document.documentElement;
    if (!bar || typeof ResizeObserver === "undefined") return;
    const publish = () => root.style.setProperty(BAR_HEIGHT_VARIABLE, `${bar.offsetHeight}px`);
    const observer = new ResizeObserver(publish);
    observer.observe(bar);
    publish();
    return () => {
      observer.disconnect();
      root.style.removeProperty(BAR_HEIGHT_VARIABLE);
    };
  }, []);
  return ref;
}

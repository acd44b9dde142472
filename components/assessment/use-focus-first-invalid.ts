"use client";
import { useEffect, useState, type RefObject } from "react";

/** The control to focus for an invalid field: a radio group's first radio, else the field itself. */
function focusTargetOf(field: HTMLElement): HTMLElement {
  if (field.getAttribute("role") !== "radiogroup") return field;
  return field.querySelector<HTMLElement>("input[type=radio]:not(:disabled)") ?? field;
}

/**
 * After a refused submit, moves focus to the first field marked aria-invalid inside `container`
 * (screen order) and scrolls it into view (WCAG 2.4.3). The move waits for the render that marks
 * the fields and opens their cards: a control in a hidden panel cannot take focus.
 */
export function useFocusFirstInvalid(container: RefObject<HTMLElement | null>) {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    const field = container.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    const target = focusTargetOf(field);
    // Centred, so the group's name and error above the radios show too (not just the radio).
    target.scrollIntoView?.({ block: "center" });
    target.focus({ preventScroll: true });
  }, [request, container]);
  return () => setRequest((n) => n + 1);
}

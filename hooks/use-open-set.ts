"use client";
import { useState } from "react";

/**
 * Which of a form's collapsible cards are open (the scorecard's competencies, the values
 * review's values): the set, a toggle for one, and `openAll` to open several (e.g. those a
 * refused submit points at).
 */
export function useOpenSet<T>(initial: () => Iterable<T>) {
  const [open, setOpen] = useState<Set<T>>(() => new Set(initial()));
  const toggle = (id: T) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const openAll = (ids: Iterable<T>) => setOpen((current) => new Set([...current, ...ids]));
  return { open, toggle, openAll };
}

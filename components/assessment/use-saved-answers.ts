"use client";
import { useState } from "react";
import { useUnsavedChangesGuard } from "@/components/assessment/use-unsaved-changes-guard";

/**
 * Whether the answers on screen differ from the last saved ones, with the leave guard that follows
 * from it (spec 2 §2). Each assessment form compares fingerprints of its answers: `current` is the
 * one on screen, `initial` gives the loaded one (read once). `markSaved` takes the fingerprint of
 * what a save carried, fixed when the save was asked for, so what is typed while the call is out
 * stays unsaved. The three forms fix it where their answers leave: the scorecard's snapshot, the
 * values call's own fingerprint, the performance form's click.
 */
export function useSavedAnswers(current: string, initial: () => string) {
  const [saved, setSaved] = useState(initial);
  const isDirty = current !== saved;
  useUnsavedChangesGuard(isDirty);
  return { isDirty, markSaved: setSaved };
}

import { validOverride } from "@/lib/shared/scores";

// The override of an average as a form holds it: a toggle and the text typed in the score field.
export type OverrideValues = { overrideEnabled: boolean; overrideScore: string };

/** The override that counts: only when enabled and a valid 1.0–5.0 value in steps of 0.1. */
export function effectiveOverride(value: OverrideValues): number | null {
  if (!value.overrideEnabled || !value.overrideScore.trim()) return null;
  return validOverride(Number(value.overrideScore));
}

/** Enabled and typed, but not a valid override: the screen says it is ignored (spec 2 §5). */
export function isOverrideIgnored(value: OverrideValues): boolean {
  return value.overrideEnabled && value.overrideScore.trim() !== "" && effectiveOverride(value) === null;
}

/** The text for the score field of a stored override. */
export const overrideText = (value: number | null) => (value === null ? "" : value.toFixed(1));

import type { ErrorCode } from "@/lib/shared/error-codes";
import type { CycleStatus } from "@/lib/shared/schemas/review-cycle";

// Whether an assessment can still be changed, from its review cycle's status (issue 32 §8): a
// closed or archived cycle's reviews are read-only everywhere. The server refuses their writes in
// the write's own transaction (409 cycle_closed); the forms say so and offer no save controls.

export type AssessmentCycleStatus = CycleStatus;

/** The cycle an assessment belongs to, as its read answers say. */
export type AssessmentCycle = { name: string; status: AssessmentCycleStatus };

export function isCycleReadOnly(cycle: AssessmentCycle | null | undefined): boolean {
  return cycle?.status === "Closed" || cycle?.status === "Archived";
}

/**
 * useForm's options for a read-only form. `disabled: false` is not neutral in react-hook-form: a
 * form-level value overrides every field's own `disabled` (the values review's override input,
 * disabled until its checkbox is ticked, turned enabled), so the option is given only when true.
 */
export function readOnlyForm(readOnly: boolean): { disabled?: true } {
  return readOnly ? { disabled: true } : {};
}

/** The codes of a write the review cycle refuses (closed, phase not open or past, a leaver's review). */
export function isCycleRefusal(code: ErrorCode | undefined): boolean {
  return (
    code === "cycle_closed" ||
    code === "phase_not_open" ||
    code === "phase_closed" ||
    code === "participant_left"
  );
}

import { z } from "zod";

// What the performance questionnaire (a manager about an employee) and the manager
// self-questionnaire share (spec 2 §3, §5, §9): the measurement methods, the review frequencies
// and the text limits.

/** Detail text (alternate method, other, Other answers) at most 500 characters; comments 1000. */
export const DETAIL_MAX = 500;
export const COMMENTS_MAX = 1000;

/** The five ways performance was measured, in screen order; two of them carry a detail text. */
export const METHOD_FIELDS = [
  "prioritiesCommitments",
  "pqs",
  "alternateMethod",
  "newHireOnboarding",
  "other",
] as const;
export type MethodField = (typeof METHOD_FIELDS)[number];

export const METHOD_LABELS: Record<MethodField, string> = {
  prioritiesCommitments: "Priorities/Commitments",
  pqs: "PQs",
  alternateMethod: "Alternate method",
  newHireOnboarding: "New hire onboarding",
  other: "Other",
};

export const REVIEW_FREQUENCIES = [
  "Daily",
  "Weekly",
  "Monthly",
  "Quarterly",
  "Sporadically",
  "Not at all",
] as const;
export type ReviewFrequency = (typeof REVIEW_FREQUENCIES)[number];

/** A checkbox: absent means unchecked. */
export const flag = z.boolean({ error: "Must be true or false." }).default(false);

/** A free text of at most `max` characters; blank (or absent) is stored as null. */
export function optionalText(max: number, what: string) {
  return z
    .string({ error: `${what} must be text.` })
    .max(max, `${what} can be at most ${max} characters.`)
    .nullish()
    .transform((value) => (value && value.trim() ? value.trim() : null));
}

/** One of the listed answers; null (or absent) means not answered yet. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(options: T, what: string) {
  return z.enum(options, { error: `${what} must be one of: ${options.join(", ")}.` }).nullish();
}

/** The measurement methods and their detail texts, as both questionnaires' schemas hold them. */
export const methodFieldsShape = {
  prioritiesCommitments: flag,
  pqs: flag,
  alternateMethod: flag,
  alternateMethodDetail: optionalText(DETAIL_MAX, "The alternate method detail"),
  newHireOnboarding: flag,
  other: flag,
  otherDetail: optionalText(DETAIL_MAX, "The other method detail"),
};

export const isBlank = (value: string | null | undefined) => !value || !value.trim();

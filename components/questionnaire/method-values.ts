import type { MethodField } from "@/lib/shared/schemas/questionnaire-common";

type SavedMethods = Record<MethodField, boolean> & {
  alternateMethodDetail: string | null;
  otherDetail: string | null;
};

/** The method checkboxes and their detail boxes as a form holds them (empty text, not null). */
export function methodFormValues(saved: SavedMethods | null) {
  return {
    prioritiesCommitments: saved?.prioritiesCommitments ?? false,
    pqs: saved?.pqs ?? false,
    alternateMethod: saved?.alternateMethod ?? false,
    alternateMethodDetail: saved?.alternateMethodDetail ?? "",
    newHireOnboarding: saved?.newHireOnboarding ?? false,
    other: saved?.other ?? false,
    otherDetail: saved?.otherDetail ?? "",
  };
}

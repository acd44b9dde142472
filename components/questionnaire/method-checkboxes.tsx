"use client";
import { useFormContext, useWatch } from "react-hook-form";
import { DETAIL_MAX, METHOD_FIELDS, METHOD_LABELS } from "@/lib/shared/schemas/questionnaire-common";
import { CheckboxField } from "./checkbox-field";
import { CountedTextarea } from "./counted-textarea";

/** The two methods that open a detail box when chosen. */
const DETAIL_OF: Partial<Record<(typeof METHOD_FIELDS)[number], { name: string; label: string }>> = {
  alternateMethod: { name: "alternateMethodDetail", label: "Describe the alternate method" },
  other: { name: "otherDetail", label: "Describe the other method" },
};

/** The five measurement methods (spec 2 §3), shared by both questionnaires. */
export function MethodCheckboxes({
  errorOf,
  detailsRequired,
}: {
  errorOf: (name: string) => string | undefined;
  /** The self-questionnaire asks for the chosen method's details (spec 2 §5). */
  detailsRequired?: boolean;
}) {
  const { control } = useFormContext();
  const chosen = useWatch({ control, name: [...METHOD_FIELDS] }) as boolean[];
  return (
    <div className="space-y-3">
      {METHOD_FIELDS.map((field, i) => {
        const detail = DETAIL_OF[field];
        return (
          <div key={field} className="space-y-2">
            <CheckboxField name={field} label={METHOD_LABELS[field]} />
            {detail && chosen[i] && (
              <div className="pl-6">
                <CountedTextarea
                  name={detail.name}
                  label={detail.label}
                  max={DETAIL_MAX}
                  rows={2}
                  error={errorOf(detail.name)}
                  required={detailsRequired}
                />
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}

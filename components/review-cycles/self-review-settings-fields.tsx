import type { UseFormRegisterReturn } from "react-hook-form";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import {
  GAP_THRESHOLD_MAX,
  GAP_THRESHOLD_MIN,
  SELF_REVIEW_VISIBILITIES,
  SELF_REVIEW_VISIBILITY_LABELS,
} from "@/lib/shared/schemas/review-cycle";

// A cycle's self-review settings (issue 34 §4, §6): when the manager sees the employee's submitted
// self-review, and the gap the gap view highlights. The cycle form's and the active cycle's.

const THRESHOLDS = Array.from(
  { length: GAP_THRESHOLD_MAX - GAP_THRESHOLD_MIN + 1 },
  (_, i) => GAP_THRESHOLD_MIN + i,
);

type SelectField = { id: string; error?: string; register: UseFormRegisterReturn };

export function SelfReviewSettingsFields({
  visibility,
  threshold,
}: {
  visibility: SelectField;
  threshold: SelectField;
}) {
  return (
    <>
      <SelectBox label="Manager sees the self-review" field={visibility}>
        {SELF_REVIEW_VISIBILITIES.map((v) => (
          <NativeSelectOption key={v} value={v}>
            {SELF_REVIEW_VISIBILITY_LABELS[v]}
          </NativeSelectOption>
        ))}
      </SelectBox>
      <SelectBox label="Highlight gaps of" field={threshold}>
        {THRESHOLDS.map((n) => (
          <NativeSelectOption key={n} value={String(n)}>
            {n} or more
          </NativeSelectOption>
        ))}
      </SelectBox>
    </>
  );
}

function SelectBox({
  label,
  field,
  children,
}: {
  label: string;
  field: SelectField;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={field.id}>{label}</Label>
      <NativeSelect
        id={field.id}
        className="w-full"
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? `${field.id}-error` : undefined}
        {...field.register}
      >
        {children}
      </NativeSelect>
      {field.error && (
        <p id={`${field.id}-error`} className="text-sm text-destructive">
          {field.error}
        </p>
      )}
    </div>
  );
}

"use client";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { FEEDBACK_STATUSES, type FeedbackStatus } from "@/lib/shared/feedback-labels";

type Props = {
  value: FeedbackStatus;
  label: string;
  disabled?: boolean;
  onChange: (status: FeedbackStatus) => void;
};

/** A card's status dropdown: any status to any other, saved at once by the dashboard. */
export function FeedbackStatusSelect({ value, label, disabled, onChange }: Props) {
  return (
    // Clicks inside the dropdown (its menu is portalled but still bubbles through React) must not open the card.
    <div onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
      <Select value={value} onValueChange={(v) => onChange(v as FeedbackStatus)} disabled={disabled}>
        <SelectTrigger aria-label={label} className="w-36" size="sm">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {FEEDBACK_STATUSES.map((status) => (
            <SelectItem key={status} value={status}>
              {status}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

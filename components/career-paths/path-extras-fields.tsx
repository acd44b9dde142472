"use client";
import { useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

/** Notes and the manager's own "verified" mark, shared by both path dialogs. */
export function PathExtrasFields({
  notes,
  verified,
  onNotes,
  onVerified,
  readOnly,
}: {
  notes: string;
  verified: boolean;
  onNotes: (v: string) => void;
  onVerified: (v: boolean) => void;
  readOnly?: boolean;
}) {
  const id = useId();
  return (
    <div className="space-y-3">
      <div className="space-y-1">
        <Label htmlFor={`${id}-notes`}>Notes</Label>
        <Textarea
          id={`${id}-notes`}
          value={notes}
          maxLength={1000}
          readOnly={readOnly}
          placeholder="Optional notes about this path"
          onChange={(e) => onNotes(e.target.value)}
        />
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-verified`}
          checked={verified}
          disabled={readOnly}
          onCheckedChange={(v) => onVerified(v === true)}
        />
        <Label htmlFor={`${id}-verified`}>Verified</Label>
      </div>
    </div>
  );
}

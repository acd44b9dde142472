import type { UseFormRegisterReturn } from "react-hook-form";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

/** The overall comments box at the end of an assessment (spec 2 §2). */
export function OverallComments({ field, maxLength }: { field: UseFormRegisterReturn; maxLength: number }) {
  return (
    <section className="space-y-2 rounded-xl border bg-card p-4 shadow-sm">
      <Label htmlFor="overall-comments" className="text-base font-semibold">
        Overall Comments
      </Label>
      <Textarea id="overall-comments" rows={4} maxLength={maxLength} {...field} />
    </section>
  );
}

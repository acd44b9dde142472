"use client";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SelfReviewSettingsFields } from "@/components/review-cycles/self-review-settings-fields";
import { selfReviewSettingsBody } from "@/components/review-cycles/cycle-form-values";
import { cycleUrl } from "@/components/review-cycles/review-cycle-queries";
import { useCycleWrite } from "@/components/review-cycles/use-cycle-write";
import type { CycleDetail } from "@/components/review-cycles/cycle-types";
import { ApiError, messageOf } from "@/lib/client/api";
import { SELF_REVIEW_VISIBILITY_LABELS } from "@/lib/shared/schemas/review-cycle";
import { toast } from "@/hooks/use-toast";

type Values = Pick<CycleDetail, "selfReviewVisibility"> & { gapThreshold: string };

/**
 * The cycle page's self-review settings (issue 34): an active cycle's can still change (a PATCH of
 * just these, audited like its dates); a draft's change in its edit form; a closed cycle's are shown.
 */
export function SelfReviewSettings({ cycle }: { cycle: CycleDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h3>Self-review</h3>
        </CardTitle>
        <CardDescription>
          When a manager sees an employee&apos;s submitted self-review, and which differences between the two
          the gap view highlights.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {cycle.status === "Active" ? (
          <SettingsForm cycle={cycle} />
        ) : (
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Manager sees the self-review</dt>
            <dd>{SELF_REVIEW_VISIBILITY_LABELS[cycle.selfReviewVisibility]}</dd>
            <dt className="text-muted-foreground">Highlight gaps of</dt>
            <dd>{cycle.gapThreshold} or more</dd>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

function SettingsForm({ cycle }: { cycle: CycleDetail }) {
  const write = useCycleWrite();
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: {
      selfReviewVisibility: cycle.selfReviewVisibility,
      gapThreshold: String(cycle.gapThreshold),
    },
  });
  const submit = handleSubmit(async (values) => {
    const checked = selfReviewSettingsBody(values);
    if ("issues" in checked)
      return checked.issues.forEach((i) => setError(i.path as keyof Values, { message: i.message }));
    try {
      await write.mutateAsync({ method: "PATCH", url: cycleUrl(cycle.id), body: checked.body });
      toast({ title: "Self-review settings saved", description: cycle.name });
    } catch (error) {
      const issues = error instanceof ApiError ? (error.issues ?? []) : [];
      const known = issues.filter((i) => i.path === "selfReviewVisibility" || i.path === "gapThreshold");
      if (known.length) return known.forEach((i) => setError(i.path as keyof Values, { message: i.message }));
      toast({
        title: "Error",
        description: messageOf(error, "The settings could not be saved."),
        variant: "destructive",
      });
    }
  });
  const field = (name: keyof Values) => ({
    id: `cycle-settings-${name}`,
    error: formState.errors[name]?.message,
    register: register(name),
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelfReviewSettingsFields
          visibility={field("selfReviewVisibility")}
          threshold={field("gapThreshold")}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" variant="outline" softDisabled={write.isPending}>
          {write.isPending ? "Saving..." : "Save settings"}
        </Button>
      </div>
    </form>
  );
}

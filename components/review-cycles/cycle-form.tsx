"use client";
import { useRouter } from "next/navigation";
import { useForm, useWatch, type FieldPath, type UseFormRegisterReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RequiredNote, RequiredStar } from "@/components/shell/required";
import { TimeZoneInput } from "@/components/review-cycles/time-zone-field";
import { SelfReviewSettingsFields } from "@/components/review-cycles/self-review-settings-fields";
import { useCycleWrite } from "@/components/review-cycles/use-cycle-write";
import { REVIEW_CYCLES_URL, cycleUrl } from "@/components/review-cycles/review-cycle-queries";
import {
  cycleBody,
  rulesBody,
  type CycleBody,
  type CycleFormValues,
} from "@/components/review-cycles/cycle-form-values";
import { PHASES, PHASE_LABELS } from "@/components/review-cycles/cycle-types";
import { ApiError, messageOf } from "@/lib/client/api";
import { toast } from "@/hooks/use-toast";

type Props = { initial: CycleFormValues; cycleId?: number };

/** New cycle, or a draft's edit: name, time zone, period, the four phases' dates and the self-review settings. */
export function CycleForm({ initial, cycleId }: Props) {
  const router = useRouter();
  const write = useCycleWrite<CycleBody, { id: number }>();
  const rules = useCycleWrite();
  const form = useForm<CycleFormValues>({ defaultValues: initial });
  const { register, handleSubmit, setError, formState, control } = form;
  const zone = useWatch({ control, name: "timeZone" });

  const showIssues = (issues: { path: string; message: string }[]) => {
    issues.forEach((issue, i) =>
      setError(
        issue.path as FieldPath<CycleFormValues>,
        { message: issue.message },
        { shouldFocus: i === 0 },
      ),
    );
  };

  const submit = handleSubmit(async (values) => {
    const checked = cycleBody(values);
    if ("issues" in checked) return showIssues(checked.issues);
    let id = cycleId;
    try {
      const saved = await write.mutateAsync(
        cycleId
          ? { method: "PATCH", url: cycleUrl(cycleId), body: checked.body }
          : { method: "POST", url: REVIEW_CYCLES_URL, body: checked.body },
      );
      id = cycleId ?? saved.id;
      await rules.mutateAsync({
        method: "PUT",
        url: cycleUrl(id, "/eligibility"),
        body: rulesBody(values.rules),
      });
      toast({ title: cycleId ? "Cycle saved" : "Cycle created", description: checked.body.name });
      router.push(`/hr/review-cycles/${id}`);
    } catch (error) {
      const issues = fieldIssues(error);
      // A new cycle whose rules were refused is saved already: its rules are fixed in its edit form.
      if (!cycleId && id) {
        router.push(`/hr/review-cycles/${id}/edit`);
        return toast({
          title: "Cycle created, rules not saved",
          description: messageOf(error, "Check the eligibility rules."),
          variant: "destructive",
        });
      }
      if (issues.length) return showIssues(issues);
      toast({
        title: "Error",
        description: messageOf(error, "The cycle could not be saved."),
        variant: "destructive",
      });
    }
  });

  const field = (path: FieldPath<CycleFormValues>) => {
    const error = path
      .split(".")
      .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], formState.errors) as
      { message?: string } | undefined;
    return { id: `cycle-${path.replaceAll(".", "-")}`, error: error?.message };
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-6">
      <RequiredNote of="Fields" />
      <Card>
        <CardHeader>
          <CardTitle>
            <h3>Cycle</h3>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <Field label="Name" required {...field("name")} register={register("name")} maxLength={60} />
          <Field label="Time zone" required {...field("timeZone")} register={register("timeZone")} zone />
          <Field
            label="Period start"
            type="date"
            {...field("periodStart")}
            register={register("periodStart")}
          />
          <Field label="Period end" type="date" {...field("periodEnd")} register={register("periodEnd")} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h3>Phases</h3>
          </CardTitle>
          <CardDescription>
            Times are in the cycle&apos;s time zone ({zone || "not chosen"}). Leave a phase other than the
            manager review empty to skip it. Grace days add to the due date before a phase closes.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {PHASES.map((phase) => (
            <fieldset key={phase} className="grid gap-4 rounded-md border p-4 sm:grid-cols-3">
              <legend className="px-1 text-sm font-medium">{PHASE_LABELS[phase]}</legend>
              <Field
                label="Opens"
                type="datetime-local"
                required={phase === "manager"}
                {...field(`phases.${phase}.opensAt`)}
                register={register(`phases.${phase}.opensAt`)}
              />
              <Field
                label="Due"
                type="datetime-local"
                required={phase === "manager"}
                {...field(`phases.${phase}.dueAt`)}
                register={register(`phases.${phase}.dueAt`)}
              />
              <Field
                label="Grace days"
                type="number"
                min={0}
                max={60}
                {...field(`phases.${phase}.graceDays`)}
                register={register(`phases.${phase}.graceDays`)}
              />
            </fieldset>
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h3>Self-review</h3>
          </CardTitle>
          <CardDescription>
            When a manager sees an employee&apos;s submitted self-review, and which differences between the
            two the gap view highlights.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <SelfReviewSettingsFields
            visibility={{ ...field("selfReviewVisibility"), register: register("selfReviewVisibility") }}
            threshold={{ ...field("gapThreshold"), register: register("gapThreshold") }}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h3>Eligibility</h3>
          </CardTitle>
          <CardDescription>
            Who the cycle reviews. Leave everything empty to include everyone who has a manager. Separate
            names with commas.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Active on"
            type="date"
            {...field("rules.activeOn")}
            register={register("rules.activeOn")}
          />
          <Field
            label="Hired on or before"
            type="date"
            {...field("rules.hiredOnOrBefore")}
            register={register("rules.hiredOnOrBefore")}
          />
          <Field
            label="Departments"
            {...field("rules.departmentsIn")}
            register={register("rules.departmentsIn")}
          />
          <Field
            label="Excluded departments"
            {...field("rules.departmentsOut")}
            register={register("rules.departmentsOut")}
          />
          <Field
            label="Excluded people (HRIS IDs)"
            {...field("rules.excludeHrisIds")}
            register={register("rules.excludeHrisIds")}
          />
        </CardContent>
      </Card>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={() => router.back()}>
          Cancel
        </Button>
        <Button type="submit" softDisabled={write.isPending}>
          {write.isPending ? "Saving..." : cycleId ? "Save cycle" : "Create cycle"}
        </Button>
      </div>
    </form>
  );
}

/**
 * The fields the server named: a 400's or 422's issues, or a 409's taken name. The eligibility
 * call names its fields without the form's "rules." ("departmentsIn.0").
 */
function fieldIssues(error: unknown): { path: string; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  if (error.status === 409 && error.code === "conflict")
    return [{ path: "name", message: error.serverMessage ?? "This name is already taken." }];
  return (error.issues ?? [])
    .filter((i) => i.path)
    .map((i) => {
      const [field] = i.path.split(".");
      return RULE_FIELDS.has(field) ? { path: `rules.${field}`, message: i.message } : i;
    });
}

const RULE_FIELDS = new Set([
  "activeOn",
  "hiredOnOrBefore",
  "departmentsIn",
  "departmentsOut",
  "excludeHrisIds",
]);

type FieldProps = {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  type?: string;
  min?: number;
  max?: number;
  maxLength?: number;
  zone?: boolean;
  register: UseFormRegisterReturn;
};

function Field({ id, label, error, required, zone, register, ...input }: FieldProps) {
  const props = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    "aria-required": required || undefined,
    ...input,
    ...register,
  };
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>
        {label}
        {required && <RequiredStar />}
      </Label>
      {zone ? <TimeZoneInput {...props} placeholder="Europe/Paris" /> : <Input {...props} />}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

import { canonicalTimeZone } from "@/lib/shared/time-zone";
import { DEFAULT_GAP_THRESHOLD } from "@/lib/shared/review-gap";
import {
  GAP_THRESHOLD_MAX,
  GAP_THRESHOLD_MIN,
  SELF_REVIEW_VISIBILITIES,
  type SelfReviewVisibility,
} from "@/lib/shared/schemas/review-cycle";
import { instantFromWallClock, wallClockInputValue } from "@/lib/shared/cycle-dates";
import {
  PHASES,
  type CycleDetail,
  type EligibilityRules,
  type Phase,
} from "@/components/review-cycles/cycle-types";

// The cycle form works in what HR reads and types: wall-clock times in the cycle's time zone
// (datetime-local inputs) and calendar days. The API takes ISO instants; these convert both ways.

export type PhaseValues = { opensAt: string; dueAt: string; graceDays: string };
/** The eligibility rules as typed: dates, and lists separated by commas or new lines. */
export type RuleValues = {
  activeOn: string;
  hiredOnOrBefore: string;
  departmentsIn: string;
  departmentsOut: string;
  excludeHrisIds: string;
};
export type CycleFormValues = {
  name: string;
  timeZone: string;
  periodStart: string;
  periodEnd: string;
  phases: Record<Phase, PhaseValues>;
  rules: RuleValues;
  /** "Manager sees the self-review" and "Highlight gaps of" (issue 34). */
  selfReviewVisibility: SelfReviewVisibility;
  gapThreshold: string;
};

export type CyclePhaseBody = { opensAt: string; dueAt: string; graceDays?: number };
export type CycleBody = {
  name: string;
  timeZone: string;
  periodStart?: string;
  periodEnd?: string;
  phases: Partial<Record<Phase, CyclePhaseBody>>;
  selfReviewVisibility: SelfReviewVisibility;
  gapThreshold: number;
};

const emptyPhase = (): PhaseValues => ({ opensAt: "", dueAt: "", graceDays: "0" });

export function emptyCycleValues(timeZone: string): CycleFormValues {
  return {
    name: "",
    timeZone,
    periodStart: "",
    periodEnd: "",
    phases: Object.fromEntries(PHASES.map((p) => [p, emptyPhase()])) as Record<Phase, PhaseValues>,
    rules: { activeOn: "", hiredOnOrBefore: "", departmentsIn: "", departmentsOut: "", excludeHrisIds: "" },
    selfReviewVisibility: "whileWriting",
    gapThreshold: String(DEFAULT_GAP_THRESHOLD),
  };
}

export function cycleValues(cycle: CycleDetail, rules: EligibilityRules | null): CycleFormValues {
  const values = emptyCycleValues(cycle.timeZone);
  values.name = cycle.name;
  values.periodStart = cycle.periodStart?.slice(0, 10) ?? "";
  values.periodEnd = cycle.periodEnd?.slice(0, 10) ?? "";
  values.selfReviewVisibility = cycle.selfReviewVisibility;
  values.gapThreshold = String(cycle.gapThreshold);
  if (rules) {
    values.rules = {
      activeOn: rules.activeOn ?? "",
      hiredOnOrBefore: rules.hiredOnOrBefore ?? "",
      departmentsIn: rules.departmentsIn.join(", "),
      departmentsOut: rules.departmentsOut.join(", "),
      excludeHrisIds: rules.excludeHrisIds.join(", "),
    };
  }
  for (const p of cycle.phases) {
    values.phases[p.phase] = {
      opensAt: wallClockInputValue(p.opensAt, cycle.timeZone),
      dueAt: p.dueAt ? wallClockInputValue(p.dueAt, cycle.timeZone) : "",
      graceDays: String(p.graceDays),
    };
  }
  return values;
}

/** A field the form can check before asking the server, with what is wrong with it. */
export type FormIssue = { path: string; message: string };

/**
 * The request body, or what to fix first. Only what the browser alone can tell is checked here
 * (a blank name, an unknown zone, a phase with no opening time); the order of the dates is the
 * server's rule, and its 422 names the field.
 */
const list = (text: string) =>
  text
    .split(/[,\n]/)
    .map((v) => v.trim())
    .filter(Boolean);

/** The rules' body for PUT …/eligibility. */
export function rulesBody(rules: RuleValues): EligibilityRules {
  return {
    activeOn: rules.activeOn || null,
    hiredOnOrBefore: rules.hiredOnOrBefore || null,
    departmentsIn: list(rules.departmentsIn),
    departmentsOut: list(rules.departmentsOut),
    excludeHrisIds: list(rules.excludeHrisIds),
  };
}

export function cycleBody(values: CycleFormValues): { body: CycleBody } | { issues: FormIssue[] } {
  const issues: FormIssue[] = [];
  const name = values.name.trim();
  if (!name) issues.push({ path: "name", message: "Enter a name for the cycle." });
  const timeZone = canonicalTimeZone(values.timeZone.trim());
  if (!timeZone)
    issues.push({ path: "timeZone", message: "Choose a time zone from the list (e.g. Europe/Paris)." });
  const phases: CycleBody["phases"] = {};
  for (const phase of PHASES) {
    const v = values.phases[phase];
    if (!v.opensAt && !v.dueAt && phase !== "manager") continue;
    if (!v.opensAt) issues.push({ path: `phases.${phase}.opensAt`, message: "Enter when this phase opens." });
    if (!v.dueAt) issues.push({ path: `phases.${phase}.dueAt`, message: "Enter when this phase is due." });
    if (!v.opensAt || !v.dueAt) continue;
    const zone = timeZone ?? "UTC";
    const grace = Number(v.graceDays || "0");
    if (!Number.isInteger(grace) || grace < 0 || grace > 90) {
      issues.push({
        path: `phases.${phase}.graceDays`,
        message: "Grace days are a whole number from 0 to 90.",
      });
    }
    phases[phase] = {
      opensAt: instantFromWallClock(v.opensAt, zone)!.toISOString(),
      dueAt: instantFromWallClock(v.dueAt, zone)!.toISOString(),
      graceDays: grace,
    };
  }
  const settings = selfReviewSettingsBody(values);
  if ("issues" in settings) issues.push(...settings.issues);
  if (issues.length || "issues" in settings) return { issues };
  return {
    body: {
      name,
      timeZone: timeZone!,
      ...(values.periodStart ? { periodStart: values.periodStart } : {}),
      ...(values.periodEnd ? { periodEnd: values.periodEnd } : {}),
      phases,
      ...settings.body,
    },
  };
}

export type SelfReviewSettingsBody = Pick<CycleBody, "selfReviewVisibility" | "gapThreshold">;

/** The self-review settings' part of the body (a select each: only a tampered value is refused). */
export function selfReviewSettingsBody(
  values: Pick<CycleFormValues, "selfReviewVisibility" | "gapThreshold">,
): { body: SelfReviewSettingsBody } | { issues: FormIssue[] } {
  const issues: FormIssue[] = [];
  if (!SELF_REVIEW_VISIBILITIES.includes(values.selfReviewVisibility))
    issues.push({ path: "selfReviewVisibility", message: "Choose when the manager sees the self-review." });
  const gapThreshold = Number(values.gapThreshold);
  if (!Number.isInteger(gapThreshold) || gapThreshold < GAP_THRESHOLD_MIN || gapThreshold > GAP_THRESHOLD_MAX)
    issues.push({
      path: "gapThreshold",
      message: `Choose a gap from ${GAP_THRESHOLD_MIN} to ${GAP_THRESHOLD_MAX}.`,
    });
  if (issues.length) return { issues };
  return { body: { selfReviewVisibility: values.selfReviewVisibility, gapThreshold } };
}

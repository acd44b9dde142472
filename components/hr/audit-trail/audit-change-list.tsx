"use client";
import { useId, useState } from "react";
import { ChevronRight } from "lucide-react";
import type { AuditChange } from "@/lib/shared/schemas/audit-trail";
import { auditFieldLabel, isAuditScoreField } from "@/lib/shared/audit-field-labels";
import { formatScore } from "@/lib/shared/scores";

/** diffSnapshots' last entry when more fields changed than it lists. */
const MORE = "(more fields changed)";

type Value = string | number | boolean | null;

const shown = (value: Value, field: string) =>
  value === null
    ? "empty"
    : typeof value === "boolean"
      ? value
        ? "yes"
        : "no"
      : typeof value === "number" && isAuditScoreField(field)
        ? formatScore(value)
        : String(value);

/**
 * Words rather than an arrow ("was …, now …"): a career path's value is itself a chain of titles
 * joined by arrows, and "A → B → A → B → C" could not be read as an old and a new path. A value
 * that appears is "set to", one that goes is "cleared".
 */
function describe(change: AuditChange) {
  if ("edited" in change) return change.edit ?? "edited";
  const { field, from, to } = change;
  if (from === null) return `set to ${shown(to, field)}`;
  if (to === null) return `cleared (was ${shown(from, field)})`;
  return `was ${shown(from, field)}, now ${shown(to, field)}`;
}

/** Up to this many changes are listed as they are; more are summarised behind a button. */
const LISTED_IN_FULL = 3;

const isMore = (c: AuditChange): c is { field: string; from: null; to: number } =>
  c.field === MORE && !("edited" in c);

/** How many fields an edit changed, those past the listed ones included. */
const fieldCount = (changes: AuditChange[]) =>
  changes.reduce((n, c) => n + (isMore(c) ? Number(c.to) : 1), 0);

/**
 * The fields an edit changed: "Communication · Clarity: was 3, now 4", or "Overall comments:
 * edited". A long list (a scorecard submit changes 40 fields and more) is "42 fields changed"
 * until opened: a page of activity stays a page, on a phone too.
 */
export function AuditChangeList({ changes }: { changes: AuditChange[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!changes.length) return null;
  if (changes.length <= LISTED_IN_FULL) return <ChangeItems changes={changes} />;
  return (
    <div className="mt-1">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="inline-flex items-center gap-1 rounded-sm text-xs font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
      >
        <ChevronRight aria-hidden className={open ? "size-3.5 rotate-90" : "size-3.5"} />
        {fieldCount(changes)} fields changed
      </button>
      <div id={id} hidden={!open}>
        {open && <ChangeItems changes={changes} />}
      </div>
    </div>
  );
}

function ChangeItems({ changes }: { changes: AuditChange[] }) {
  return (
    <ul className="mt-1 space-y-0.5 text-xs wrap-anywhere text-muted-foreground">
      {changes.map((c) =>
        isMore(c) ? (
          <li key={c.field}>and {shown(c.to, c.field)} more fields</li>
        ) : (
          <li key={c.field}>
            <span className="font-medium text-foreground">{auditFieldLabel(c.field)}</span>: {describe(c)}
          </li>
        ),
      )}
    </ul>
  );
}

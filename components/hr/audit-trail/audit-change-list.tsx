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

/** The fields an edit changed: "Communication · Clarity: was 3, now 4", or "Overall comments: edited". */
export function AuditChangeList({ changes }: { changes: AuditChange[] }) {
  if (!changes.length) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-xs text-muted-foreground">
      {changes.map((c) =>
        c.field === MORE && !("edited" in c) ? (
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

import type { AuditChange } from "@/lib/shared/schemas/audit-trail";
import { auditFieldLabel } from "@/lib/shared/audit-field-labels";

/** diffSnapshots' last entry when more fields changed than it lists. */
const MORE = "(more fields changed)";

const shown = (value: string | number | boolean | null) =>
  value === null ? "empty" : typeof value === "boolean" ? (value ? "yes" : "no") : String(value);

/**
 * "was … now …" rather than an arrow: a career path's value is itself a chain of titles joined by
 * arrows, and "A → B → A → B → C" could not be read as an old and a new path.
 */
function describe(change: AuditChange) {
  if ("edited" in change) return change.edit ?? "edited";
  return `was ${shown(change.from)}, now ${shown(change.to)}`;
}

/** The fields an edit changed: "Communication · Clarity: was 3, now 4", or "Overall comments: edited". */
export function AuditChangeList({ changes }: { changes: AuditChange[] }) {
  if (!changes.length) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-xs text-muted-foreground">
      {changes.map((c) =>
        c.field === MORE && !("edited" in c) ? (
          <li key={c.field}>and {shown(c.to)} more fields</li>
        ) : (
          <li key={c.field}>
            <span className="font-medium text-foreground">{auditFieldLabel(c.field)}</span>: {describe(c)}
          </li>
        ),
      )}
    </ul>
  );
}

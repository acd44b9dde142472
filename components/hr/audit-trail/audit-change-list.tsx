import type { AuditChange } from "@/lib/shared/schemas/audit-trail";

const shown = (value: string | number | boolean | null) =>
  value === null ? "empty" : typeof value === "boolean" ? (value ? "yes" : "no") : String(value);

/** The fields an edit changed: "Communication · Clarity: 3 → 4", or "Overall comments: edited". */
export function AuditChangeList({ changes }: { changes: AuditChange[] }) {
  if (!changes.length) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-xs text-muted-foreground">
      {changes.map((c) => (
        <li key={c.field}>
          <span className="font-medium text-foreground">{c.field}</span>:{" "}
          {"edited" in c ? "edited" : `${shown(c.from)} → ${shown(c.to)}`}
        </li>
      ))}
    </ul>
  );
}

import "server-only";
import { createHash } from "node:crypto";
import type { AuditChange } from "@/lib/shared/schemas/audit-trail";

// What an edit changed, as a compact diff of named fields rather than the whole document. A
// snapshot is a flat map of a document's fields under readable names; free text enters it as a
// fingerprint (textMark), so the audit table says that a comment was edited, never what it says.

export type SnapshotValue = string | number | boolean | null;
export type Snapshot = Record<string, SnapshotValue>;
/** The changed fields in the snapshot's order (an array: JSONB would sort an object's keys). */
export type AuditChanges = AuditChange[];

const TEXT = "text#"; // only ever compared, never stored
/** MAX_CHANGES fields are listed; past that, the count of the others. */
export const MAX_CHANGES = 60;

/** Free text in a snapshot: equal texts compare equal, and nothing of the text is kept. */
export function textMark(text: string | null | undefined): string | null {
  if (text === null || text === undefined || text.trim() === "") return null;
  return TEXT + createHash("sha256").update(text).digest("base64url").slice(0, 16);
}

const isText = (v: SnapshotValue) => typeof v === "string" && v.startsWith(TEXT);

/** The fields whose value differs; a field absent from one side counts as null there. */
export function diffSnapshots(before: Snapshot | null, after: Snapshot | null): AuditChanges {
  const changes: AuditChanges = [];
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  let listed = 0;
  let more = 0;
  for (const name of names) {
    const from = before?.[name] ?? null;
    const to = after?.[name] ?? null;
    if (from === to) continue;
    if (listed >= MAX_CHANGES) {
      more += 1;
      continue;
    }
    listed += 1;
    if (!isText(from) && !isText(to)) changes.push({ field: name, from, to });
    else if (from === null) changes.push({ field: name, edited: true, edit: "added" });
    else if (to === null) changes.push({ field: name, edited: true, edit: "removed" });
    else changes.push({ field: name, edited: true });
  }
  if (more) changes.push({ field: "(more fields changed)", from: null, to: more });
  return changes;
}

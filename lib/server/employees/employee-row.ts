import "server-only";
import { z } from "zod";
import { identityKey } from "@/lib/shared/identity-key";

// One row of an org file (HRIS CSV export or the demo generator) and the checks that must pass
// before anything is written. Pure: the importer supplies the HRIS ids already in the database.

export const ORG_COLUMNS = [
  "hrisId",
  "name",
  "email",
  "title",
  "department",
  "managerHrisId",
  "startDate",
  "endDate",
] as const;
export const REQUIRED_ORG_COLUMNS = ["hrisId", "name", "email", "title", "department"] as const;

const required = (field: string, max: number) =>
  z.string().trim().min(1, `missing ${field}`).max(max, `${field} is longer than ${max} characters`);

const optional = (max: number, field: string) =>
  z
    .string()
    .trim()
    .max(max, `${field} is longer than ${max} characters`)
    .transform((v) => (v === "" ? null : v));

function isCalendarDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const optionalDate = (field: string) =>
  optional(10, field).refine((v) => v === null || isCalendarDate(v), {
    error: (issue) => `${field} "${String(issue.input)}" is not a date in YYYY-MM-DD form`,
  });

export const orgRowSchema = z.object({
  hrisId: required("hrisId", 50),
  name: required("name", 100),
  email: required("email", 255).pipe(z.email({ error: (issue) => `bad email "${String(issue.input)}"` })),
  title: required("title", 100),
  department: required("department", 100),
  // blank = the top of the org
  managerHrisId: optional(50, "managerHrisId"),
  startDate: optionalDate("startDate"),
  // the last working day; a file without the column keeps what is stored (undefined)
  endDate: optionalDate("endDate").optional(),
});

/** A validated row; the demo generator produces these directly. */
export type OrgRow = z.output<typeof orgRowSchema>;
/** A row as read from a file: `line` is its line number in that file (header = line 1). */
export type OrgRowInput = { line: number; values: Record<string, unknown> };
export type OrgProblem = { line: number; message: string };
/**
 * HRIS ids already in the database. With a Map (hrisId → mgrId) cycles that run through
 * employees not in the file are found too; a Set only tells that a manager exists.
 */
export type ExistingEmployees = ReadonlySet<string> | ReadonlyMap<string, string | null>;

const text = (v: unknown) => (v === undefined || v === null ? "" : String(v).trim());

/** Normalises missing cells to "" so a missing column reads "missing x", not a type error. */
export function toOrgRowValues(values: Record<string, unknown>) {
  return Object.fromEntries(ORG_COLUMNS.map((c) => [c, text(values[c])]));
}

export function validateOrgRows(rows: readonly OrgRowInput[], existing: ExistingEmployees): OrgProblem[] {
  const problems: OrgProblem[] = [];
  const firstLineOf = new Map<string, number>();
  const keyLine = new Map<string, number>();
  const emailLine = new Map<string, number>();
  const managerOf = new Map<string, string | null>();
  const lineOf = new Map<string, number>();

  for (const { line, values } of rows) {
    const parsed = orgRowSchema.safeParse(toOrgRowValues(values));
    if (!parsed.success)
      for (const issue of parsed.error.issues) problems.push({ line, message: issue.message });
    else if (parsed.data.endDate && parsed.data.startDate && parsed.data.endDate < parsed.data.startDate)
      problems.push({
        line,
        message: `endDate ${parsed.data.endDate} is before startDate ${parsed.data.startDate}`,
      });

    const hrisId = text(values.hrisId);
    const manager = text(values.managerHrisId) || null;
    if (hrisId) {
      // Sign-in matches HRIS IDs trimmed and lower-cased, so "h1" and "H1" are the same person.
      const first = keyLine.get(identityKey(hrisId));
      if (first !== undefined) {
        problems.push({ line, message: `duplicate hrisId ${hrisId} (first on line ${first})` });
      } else {
        keyLine.set(identityKey(hrisId), line);
        firstLineOf.set(hrisId, line);
        lineOf.set(hrisId, line);
        managerOf.set(hrisId, manager === hrisId ? null : manager);
      }
      if (manager === hrisId) problems.push({ line, message: `${hrisId} cannot be their own manager` });
    }
    // Managers sign in with their email: two employees sharing one would make sign-in ambiguous.
    const email = identityKey(text(values.email));
    if (email) {
      const first = emailLine.get(email);
      if (first !== undefined)
        problems.push({ line, message: `email ${email} is already used on line ${first}` });
      else emailLine.set(email, line);
    }
  }

  for (const { line, values } of rows) {
    const hrisId = text(values.hrisId);
    const manager = text(values.managerHrisId);
    if (manager && manager !== hrisId && !firstLineOf.has(manager) && !existing.has(manager)) {
      problems.push({ line, message: `unknown manager ${manager} (not in this file or the database)` });
    }
  }

  const existingManagerOf = existing instanceof Map ? existing : undefined;
  for (const cycle of findManagerCycles(managerOf, existingManagerOf)) {
    const path = [...cycle, cycle[0]].join(" → ");
    for (const id of cycle) {
      const line = lineOf.get(id);
      if (line !== undefined) problems.push({ line, message: `manager cycle: ${path}` });
    }
  }
  return problems.sort((a, b) => a.line - b.line);
}

/** Every cycle in the manager links (file rows first, then the database's links), each once. */
function findManagerCycles(
  fileManagerOf: ReadonlyMap<string, string | null>,
  dbManagerOf: ReadonlyMap<string, string | null> | undefined,
): string[][] {
  const next = (id: string) =>
    fileManagerOf.has(id) ? fileManagerOf.get(id)! : (dbManagerOf?.get(id) ?? null);
  const state = new Map<string, "active" | "done">();
  const cycles: string[][] = [];
  for (const start of fileManagerOf.keys()) {
    const path: string[] = [];
    let id: string | null = start;
    // Walk up until the top, a node already settled, or a node on this very walk (a cycle).
    while (id !== null && !state.has(id)) {
      state.set(id, "active");
      path.push(id);
      const up = next(id);
      id = up === id ? null : up;
    }
    if (id !== null && state.get(id) === "active") cycles.push(path.slice(path.indexOf(id)));
    for (const visited of path) state.set(visited, "done");
  }
  return cycles;
}

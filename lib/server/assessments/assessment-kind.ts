import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { Tx } from "@/lib/server/db/client";
import type { Snapshot } from "@/lib/server/audit/audit-changes";

/**
 * What the one save path (save-assessment.ts) needs to know about a kind of assessment. Each kind
 * declares it once in its own folder; the registry (registry.ts) lists them.
 */
export type AssessmentKind = {
  name: string;
  /** What the refusals call it: "This {label} was saved in another window…". */
  label: string;
  /** Its table. One row per (employee, manager, cycle), or per (manager, cycle) for `subject: "self"`. */
  table: string;
  /** Whether it is one of the three assessments of a report that make up progress ("n/3", spec 2 §9). */
  countsTowardProgress: boolean;
  /** Whom it assesses: a report in the manager's hierarchy, or the manager themself. */
  subject: "report" | "self";
  /** Over the locked row: its version (what `basedOn` names) and whether it is submitted. */
  versionColumn: "updatedAt" | "submittedAt";
  submittedWhen: "not-draft" | "submitted-at" | "exists";
  /** A draft saved over a submitted one: reopens it, or is refused (409 already_submitted). */
  draftOverSubmitted: "reopen" | "refuse";
  /** A second submission: updates it, or is refused (409 already_submitted). */
  resubmit: "update" | "refuse";
  /** The message of the already_submitted refusal (when one of the two above refuses). */
  alreadySubmitted?: string;
  /** The refusal when the body names another manager than the signed-in one (403). */
  otherManager: string;
  /**
   * The audit of a save: the actions of a draft and a submit (with what HR's Activity says for
   * each), the key of the row's id in their detail, and the row as the trail diffs it.
   */
  audit: {
    draft: { action: string; says: string } | null;
    submit: { action: string; says: string };
    detailKey: string;
    snapshot: (tx: Tx, id: number) => Promise<Snapshot | null>;
  };
};

const SUBMITTED_SQL: Record<AssessmentKind["submittedWhen"], (row: string) => string> = {
  "not-draft": (row) => `NOT ${row}."isDraft"`,
  "submitted-at": (row) => `${row}."submittedAt" IS NOT NULL`,
  exists: () => "true",
};

/**
 * SQL over a row `row` of the kind's table: whether it is submitted (complete). The one rule the
 * save path, the status and the export use. `row` is a fixed alias, never input.
 */
export function submittedSql(kind: AssessmentKind, row: string): Prisma.Sql {
  if (!/^[a-z_]+$/.test(row)) throw new Error(`submittedSql: bad alias ${row}`);
  return Prisma.raw(SUBMITTED_SQL[kind.submittedWhen](row));
}

/** The kind's table as SQL. */
export function tableSql(kind: AssessmentKind): Prisma.Sql {
  if (!/^[A-Za-z]+$/.test(kind.table)) throw new Error(`tableSql: bad table ${kind.table}`);
  return Prisma.raw(`"${kind.table}"`);
}

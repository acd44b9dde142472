import "server-only";
import { Prisma, type ReviewPhase } from "@/generated/prisma/client";
import type { Tx } from "@/lib/server/db/client";
import type { Snapshot } from "@/lib/server/audit/audit-changes";
import type { DemoSeeder } from "@/lib/server/demo/demo-seeder";
import { exportKinds, progressKinds, type AssessmentKindInfo } from "@/lib/shared/assessment-kinds";
import type { ExportPlace, StatusPlace } from "@/lib/shared/assessment-kind-info";
import type { AssessmentState, EvaluationStatus } from "@/lib/shared/team-types";

/** One row of the team status query (lib/server/team/load-status-rows.ts), by column name. */
export type StatusRow = Record<string, unknown> & { employeeId: number; employeeHrisId: string };

/** A kind's columns in the status row: its row's id, whether it is complete, and its score. */
export function statusColumns(kind: { name: string }) {
  if (!/^[a-z]+$/.test(kind.name)) throw new Error(`statusColumns: bad kind name ${kind.name}`);
  return { id: `${kind.name}Id`, complete: `${kind.name}Complete`, score: `${kind.name}Score` };
}

/** A kind's row in the team status: its id (null when none), state and score (null when not shown). */
export type OwnStatus = { id: number | null; state: AssessmentState; score: number | null };

/** What the team status reads of a kind beyond its state and score (the behavioral evaluation's). */
export type StatusExtras = {
  /** CTEs for the manager's status query (after `scope` and `cycle`). */
  ctes: (managerId: number) => Prisma.Sql;
  /** Joins over the kind's row `row` and the employee `e`, and the columns they add. */
  joins: (row: Prisma.Sql) => Prisma.Sql;
  columns: Prisma.Sql;
  /** The status fields it fills from the row, given its own row's id, state and score. */
  fill: (row: StatusRow, own: OwnStatus) => Partial<EvaluationStatus>;
};

/**
 * What the shared code needs to know about a kind of assessment: its client-safe half
 * (lib/shared/assessment-kinds.ts) and what only the server reads. Each kind declares it once in
 * its own folder; the registry (registry.ts) lists them.
 */
export type AssessmentKind = AssessmentKindInfo & {
  /** What the refusals call it: "This {label} was saved in another window…". */
  label: string;
  /** Its table. One row per (employee, manager, cycle), or per (manager, cycle) for `subject: "self"`. */
  table: string;
  /** The column holding its score, for a kind in the team status or the export. */
  scoreColumn?: string;
  /** The column of the manager's written feedback the employee reads once the review is shared (0087). */
  feedbackColumn?: string;
  statusExtras?: StatusExtras;
  /** How a kind that makes up progress is drawn and written in the demo data. */
  demo?: DemoSeeder;
  /** Whom it assesses: a report in the manager's hierarchy, or the signed-in person themself. */
  subject: "report" | "self";
  /** A self kind's owner column: the manager's own questionnaire is keyed by `managerId` (default). */
  ownerColumn?: "managerId" | "employeeId";
  /**
   * Counted in the completion dashboard's phase although not in the team status: each participant's
   * own row (the employee's self-review, issue 34 §9). Kinds in the status always count.
   */
  inCompletion?: true;
  /** A self kind HR may fill in for someone (issue 34 §9): the row's `source` then says `hr`. */
  hrOnBehalf?: boolean;
  /** The cycle phase its writes belong to (docs/decisions/0075). */
  phase: ReviewPhase;
  /** Over the locked row: its version (what `basedOn` names) and whether it is submitted. */
  versionColumn: "updatedAt" | "submittedAt";
  submittedWhen: "not-draft" | "submitted-at" | "exists";
  /** A draft saved over a submitted one: reopens it, or is refused (409 already_submitted). */
  draftOverSubmitted: "reopen" | "refuse";
  /** A second submission: updates it, or is refused (409 already_submitted). */
  resubmit: "update" | "refuse";
  /** The message of the already_submitted refusal (when one of the two above refuses). */
  alreadySubmitted?: string;
  /** Its code, `already_submitted` by default (the employee's self-review: `review_submitted`). */
  alreadySubmittedCode?: "already_submitted" | "review_submitted";
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
    /** The row as the trail diffs it; by default its table row (tableRowSnapshot). */
    snapshot?: (tx: Tx, id: number) => Promise<Snapshot | null>;
  };
};

/** A kind that makes up progress: in the team status, with a score column. */
export type ProgressKind = AssessmentKind & { status: StatusPlace; scoreColumn: string };
/** A kind with columns in the completed-evaluations list and workbook. */
export type ExportKind = AssessmentKind & { export: ExportPlace; scoreColumn: string };

/** The kinds that make up progress, in order. */
export function progressKindsOf(kinds: readonly AssessmentKind[]): ProgressKind[] {
  return progressKinds(kinds).map((k) => withScore(k));
}

/** The kinds with export columns, in order. */
export function exportKindsOf(kinds: readonly AssessmentKind[]): ExportKind[] {
  return exportKinds(kinds).map((k) => withScore(k));
}

function withScore<K extends AssessmentKind>(kind: K): K & { scoreColumn: string } {
  if (!kind.scoreColumn) throw new Error(`${kind.name} is in the status or the export without a scoreColumn`);
  return kind as K & { scoreColumn: string };
}

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
  if (!/^[a-z_0-9]+$/.test(row)) throw new Error(`submittedSql: bad alias ${row}`);
  return Prisma.raw(SUBMITTED_SQL[kind.submittedWhen](row));
}

/** The column `column` of the kind's row `row` as SQL (both fixed names, never input). */
export function columnSql(row: string, column: string): Prisma.Sql {
  if (!/^[a-z_0-9]+$/.test(row) || !/^[A-Za-z]+$/.test(column))
    throw new Error(`columnSql: bad ${row}.${column}`);
  return Prisma.raw(`${row}."${column}"`);
}

/** The kind's table as SQL. */
export function tableSql(kind: AssessmentKind): Prisma.Sql {
  if (!/^[A-Za-z]+$/.test(kind.table)) throw new Error(`tableSql: bad table ${kind.table}`);
  return Prisma.raw(`"${kind.table}"`);
}

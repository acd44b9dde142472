// The shape of the client-safe half of an assessment kind (docs/decisions/0067).
import type { AssessmentState, EvaluationStatus } from "@/lib/shared/team-types";
import type { CompletedEvaluationRow } from "@/lib/shared/schemas/data-export";

/** The keys of `T` whose values are exactly `V`. */
type FieldOf<T, V> = {
  [K in keyof T]-?: [T[K]] extends [V] ? ([V] extends [T[K]] ? K : never) : never;
}[keyof T];

/** Its place in the team status (spec 2 §3): the state and score fields it fills. */
export type StatusPlace = {
  state: FieldOf<EvaluationStatus, AssessmentState>;
  score: FieldOf<EvaluationStatus, number | null>;
  /** What the lists' score line calls it ("Values: 3.5"). */
  short: string;
  /** Whether a draft's score is shown (the behavioral average) or only a submitted one's. */
  scoreOf: "saved" | "submitted";
};

/** What a profile card shows under its badge. */
export type CardBody =
  { facts: [label: string, text: string][] } | { score: { label: string; value: number } } | { note: string };

/** Its card on the employee profile (spec 2 §2, §4). */
export type ProfileCard = {
  title: string;
  description: string;
  stateLabels: Record<AssessmentState, string>;
  action: (status: EvaluationStatus) => string;
  href: (to: AssessmentPair, status: EvaluationStatus) => string;
  body: (status: EvaluationStatus) => CardBody | null;
};

type ExportColumn = { header: string; width: number };

/** Its columns in the completed-evaluations list and workbook (spec 1 §3). */
export type ExportPlace = {
  has: FieldOf<CompletedEvaluationRow, boolean>;
  score: FieldOf<CompletedEvaluationRow, number | null>;
  date: FieldOf<CompletedEvaluationRow, string | null>;
  scoreColumn: ExportColumn;
  dateColumn: ExportColumn;
};

/** Whose assessment an address names. */
export type AssessmentPair = { employeeId: number; employeeHrisId: string; managerHrisId: string };

export type AssessmentKindInfo = {
  name: string;
  /** The CSV backup downloaded after a submit (spec 2 §7): its call and the file's default name. */
  csvBackup?: { url: (to: AssessmentPair) => string; file: string };
  /** Its page (spec 2 §2): the page name the feedback dialog shows, by address prefix. */
  page: { name: string; prefix: string; pattern: RegExp };
  /** Present for the kinds that make up progress ("n/3"). */
  status?: StatusPlace;
  card?: ProfileCard;
  export?: ExportPlace;
};

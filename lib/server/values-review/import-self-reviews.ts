import "server-only";
import type { Prisma, PrismaClient } from "@/generated/prisma/client";
import type { HrActor } from "@/lib/server/auth/session";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { readCsvRows, type CsvProblem } from "@/lib/server/csv/read-csv-rows";
import { BULK_TRANSACTION_OPTIONS } from "@/lib/server/employees/upsert-org";
import { findEmployeesByIdentity } from "@/lib/server/employees/find-employees-by-identity";
import { writeSelfReviews, type SelfReviewScoreRow } from "@/lib/server/values-review/write-self-reviews";
import { findValueByName } from "@/lib/shared/value-names";
import { SCORE_MAX } from "@/lib/shared/scores";
import { VALUES_NOTES_MAX, VALUES_OVERALL_NOTES_MAX } from "@/lib/shared/schemas/values-review";

// Employees' own values self-reviews, exported from the survey tool they use (spec 1 §1), one
// row per employee and value:
//   employeeHrisId,reviewCycle,value,subcomp1Score,subcomp2Score,subcomp3Score,
//   subcomp1Notes,subcomp2Notes,subcomp3Notes,valueNotes,overallNotes,status
// Every row is checked first; one bad row means nothing is imported. Re-importing updates in place
// (one self-review per employee and cycle, one row per value).

export const SELF_REVIEW_COLUMNS = [
  "employeeHrisId",
  "reviewCycle",
  "value",
  "subcomp1Score",
  "subcomp2Score",
  "subcomp3Score",
  "subcomp1Notes",
  "subcomp2Notes",
  "subcomp3Notes",
  "valueNotes",
  "overallNotes",
  "status",
] as const;
const REQUIRED = ["employeeHrisId", "value", "subcomp1Score", "subcomp2Score", "subcomp3Score"] as const;

export type ImportSelfReviewsResult =
  | { ok: false; problems: CsvProblem[] }
  | {
      ok: true;
      counts: { reviewsCreated: number; reviewsUpdated: number; values: number; replaced: number };
    };

/** The reviews among `pairs` submitted in the product (by the person or by HR), not imported. */
async function writtenInProduct(
  tx: Prisma.TransactionClient,
  pairs: { employeeId: number; cycleId: number }[],
) {
  return tx.$queryRawUnsafe<{ employeeId: number; cycleId: number; hrisId: string; source: string }[]>(
    `SELECT r."employeeId", r."cycleId", e."hrisId", r.source::text AS source
     FROM "EmployeeValuesReview" r
     JOIN unnest($1::int[], $2::int[]) AS u(e, c) ON r."employeeId" = u.e AND r."cycleId" = u.c
     JOIN "Employee" e ON e.id = r."employeeId"
     WHERE r.source <> 'import' AND NOT r."isDraft"
     ORDER BY e."hrisId"`,
    pairs.map((p) => p.employeeId),
    pairs.map((p) => p.cycleId),
  );
}

const orNull = (v: string | undefined) => (v ? v : null);

function parseScore(text: string | undefined, column: string, problems: string[]) {
  const v = (text ?? "").trim();
  if (v === "") return 0;
  if (!/^\d+$/.test(v) || Number(v) > SCORE_MAX) {
    problems.push(`${column} "${v}" is not a whole number from 1 to ${SCORE_MAX} (or 0 / blank when unset)`);
    return 0;
  }
  return Number(v);
}

/**
 * `replace`: HR chose to replace self-reviews submitted in the product (issue 34 §5), named as the
 * HR user `by`; each replaced one is audited. Without it such a row refuses the whole import.
 */
export type ImportSelfReviewsOptions = { replace?: { by: HrActor } };

export async function importSelfReviewsCsv(
  db: PrismaClient,
  text: string,
  options: ImportSelfReviewsOptions = {},
): Promise<ImportSelfReviewsResult> {
  const read = readCsvRows(text, REQUIRED, "self-review");
  if (read.problems.length) return { ok: false, problems: read.problems };

  return db.$transaction(async (tx): Promise<ImportSelfReviewsResult> => {
    const [employees, cycles, values] = await Promise.all([
      findEmployeesByIdentity(tx, { hrisIds: read.rows.map((r) => r.values.employeeHrisId ?? "") }),
      // FOR SHARE: a close (FOR UPDATE) waits for this import, or the import sees the cycle closed.
      tx.$queryRaw<{ id: number; name: string; status: string }[]>`
        SELECT id, name, status::text AS status FROM "ReviewCycle" ORDER BY id DESC FOR SHARE`,
      tx.companyValue.findMany({ select: { id: true, name: true } }),
    ]);
    const problems: CsvProblem[] = [];
    const scoreRows: SelfReviewScoreRow[] = [];
    const seen = new Map<string, number>();
    const perReview = new Map<string, { line: number; isDraft: boolean; overallNotes: string | null }>();

    for (const { line, values: v } of read.rows) {
      const issues: string[] = [];
      const id = employees.byHrisId(v.employeeHrisId ?? "")?.id;
      if (!v.employeeHrisId) issues.push("missing employeeHrisId");
      else if (id === undefined) issues.push(`unknown employee ${v.employeeHrisId}`);
      const cycle = cycles.find((c) => (v.reviewCycle ? c.name === v.reviewCycle : c.status === "Active"));
      if (!cycle)
        issues.push(v.reviewCycle ? `unknown review cycle "${v.reviewCycle}"` : "no active review cycle");
      else if (cycle.status !== "Active")
        issues.push(`review cycle "${cycle.name}" is ${cycle.status.toLowerCase()}`);
      const value = v.value ? findValueByName(values, v.value) : undefined;
      if (!v.value) issues.push("missing value");
      else if (!value)
        issues.push(`unknown value "${v.value}" (one of: ${values.map((x) => x.name).join(", ")})`);
      const scores = [1, 2, 3].map((n) => parseScore(v[`subcomp${n}Score`], `subcomp${n}Score`, issues));
      const status = (v.status ?? "").toLowerCase();
      if (!["", "submitted", "complete", "draft"].includes(status))
        issues.push(`status "${v.status}" must be Submitted or Draft`);
      for (const column of ["subcomp1Notes", "subcomp2Notes", "subcomp3Notes", "valueNotes"])
        if ((v[column] ?? "").length > VALUES_NOTES_MAX)
          issues.push(`${column} is longer than ${VALUES_NOTES_MAX} characters`);
      if ((v.overallNotes ?? "").length > VALUES_OVERALL_NOTES_MAX)
        issues.push(`overallNotes is longer than ${VALUES_OVERALL_NOTES_MAX} characters`);

      if (id !== undefined && cycle && value) {
        const reviewKey = `${id}:${cycle.id}`;
        const rowKey = `${reviewKey}:${value.id}`;
        const duplicate = seen.get(rowKey);
        if (duplicate) issues.push(`${value.name} for ${v.employeeHrisId} is already on line ${duplicate}`);
        else seen.set(rowKey, line);
        const isDraft = status === "draft";
        const overallNotes = orNull(v.overallNotes);
        const first = perReview.get(reviewKey);
        if (!first) perReview.set(reviewKey, { line, isDraft, overallNotes });
        else {
          if (first.isDraft !== isDraft)
            issues.push(`status differs from line ${first.line} for the same employee`);
          if (overallNotes && first.overallNotes && overallNotes !== first.overallNotes)
            issues.push(`overallNotes differ from line ${first.line} for the same employee`);
          if (overallNotes && !first.overallNotes) first.overallNotes = overallNotes;
        }
        scoreRows.push({
          employeeId: id,
          cycleId: cycle.id,
          valueId: value.id,
          subcomp1Score: scores[0],
          subcomp2Score: scores[1],
          subcomp3Score: scores[2],
          subcomp1Notes: orNull(v.subcomp1Notes),
          subcomp2Notes: orNull(v.subcomp2Notes),
          subcomp3Notes: orNull(v.subcomp3Notes),
          valueNotes: orNull(v.valueNotes),
        });
      }
      problems.push(...issues.map((message) => ({ line, message })));
    }
    if (problems.length) return { ok: false, problems };

    const submittedAt = new Date().toISOString();
    const reviews = [...perReview].map(([key, { isDraft, overallNotes }]) => {
      const [employeeId, cycleId] = key.split(":").map(Number);
      return { employeeId, cycleId, isDraft, overallNotes, submittedAt: isDraft ? null : submittedAt };
    });
    const written = await writtenInProduct(tx, reviews);
    if (written.length && !options.replace)
      return {
        ok: false,
        problems: written.map((w) => ({
          line: perReview.get(`${w.employeeId}:${w.cycleId}`)!.line,
          message: `${w.hrisId} submitted a self-review in the product (${w.source === "hr" ? "completed by HR" : "by themself"}): it is kept unless HR chooses to replace it (--replace --by <HR username>)`,
        })),
      };
    const counts = await writeSelfReviews(tx, reviews, scoreRows);
    if (written.length && options.replace)
      await recordAudit(
        {
          action: "self-review.import-replace",
          actor: options.replace.by,
          employeeIds: written.map((w) => w.hrisId),
          detail: {
            replaced: written.length,
            cycleIds: [...new Set(written.map((w) => w.cycleId))].join(","),
          },
        },
        tx,
      );
    return { ok: true, counts: { ...counts, values: scoreRows.length, replaced: written.length } };
  }, BULK_TRANSACTION_OPTIONS);
}

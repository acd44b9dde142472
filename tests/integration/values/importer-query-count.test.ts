import { captureSql, useTestDatabase } from "@/tests/helpers/test-db";
import { ensureCurrentCycle } from "@/tests/helpers/values-factories";
import { importOrgCsv } from "@/lib/server/employees/import-csv";
import { importSelfReviewsCsv } from "@/lib/server/values-review/import-self-reviews";
import { importRecognitionsCsv } from "@/lib/server/values-review/import-recognitions";
import { COMPANY_VALUES } from "@/lib/server/demo/catalog";

// npm run import:self-reviews / import:recognitions send a fixed number of SQL statements whatever
// the file's size (no statement per row): twice the rows, first import and re-import alike, must
// cost the same. 50,000 rows at one round trip each took minutes.

const t = useTestDatabase();
/** The catalogue's values, which the test database holds. */
const VALUES = COMPANY_VALUES.map((v) => v.name);
const SELF_HEADER =
  "employeeHrisId,reviewCycle,value,subcomp1Score,subcomp2Score,subcomp3Score,subcomp1Notes,subcomp2Notes,subcomp3Notes,valueNotes,overallNotes,status";
const RECOGNITION_HEADER =
  "dateSubmitted,employeeHrisId,employeeEmail,employeeName,coreValueSubmitted,componentSubmitted,recognizer,recognizerEmail,recognitionText";
const hrisId = (n: number) => `Q${String(n).padStart(4, "0")}`;

beforeAll(async () => {
  await ensureCurrentCycle(t.prisma);
  const org = Array.from(
    { length: 60 },
    (_, n) =>
      `${hrisId(n)},Person ${n},q${n}@example.com,Software Engineer,Engineering,${n ? hrisId(0) : ""},`,
  );
  const result = await importOrgCsv(
    t.prisma,
    ["hrisId,name,email,title,department,managerHrisId,startDate", ...org].join("\n"),
  );
  expect(result.ok).toBe(true);
});

/** Every value of employees [from, to), one row each. */
function selfReviews(from: number, to: number) {
  const rows = [];
  for (let n = from; n < to; n++)
    for (const value of VALUES) rows.push(`${hrisId(n)},Jun-25,${value},4,3,5,,,,,Note ${n},Submitted`);
  return [SELF_HEADER, ...rows].join("\n");
}

/** One recognition per employee of [from, to), half of them found by email. */
function recognitions(from: number, to: number) {
  const rows = [];
  for (let n = from; n < to; n++)
    rows.push(
      n % 2
        ? `2025-03-14,${hrisId(n)},,,Grit,,Tomas Novak,,Kept going ${n}`
        : `2025-03-15T10:00:00Z,,Q${n}@EXAMPLE.com,,Result Orientation,,Priya Shah,,Shipped ${n}`,
    );
  return [RECOGNITION_HEADER, ...rows].join("\n");
}

async function statementsFor(run: () => Promise<{ ok: boolean }>) {
  const { result, sql } = await captureSql(run);
  expect(result.ok).toBe(true);
  return sql.length;
}

it("import:self-reviews sends as many statements for 10 employees as for 20, created or updated", async () => {
  const small = await statementsFor(() => importSelfReviewsCsv(t.prisma, selfReviews(0, 10)));
  const large = await statementsFor(() => importSelfReviewsCsv(t.prisma, selfReviews(10, 30)));
  expect(large).toBe(small);
  const updateSmall = await statementsFor(() => importSelfReviewsCsv(t.prisma, selfReviews(0, 10)));
  const updateLarge = await statementsFor(() => importSelfReviewsCsv(t.prisma, selfReviews(10, 30)));
  expect(updateLarge).toBe(updateSmall);
  expect(updateSmall).toBeLessThanOrEqual(10); // 7: three look-ups, the count of existing reviews, two upserts, COMMIT
});

it("import:recognitions sends as many statements for 20 rows as for 40, created or updated", async () => {
  const small = await statementsFor(() => importRecognitionsCsv(t.prisma, recognitions(0, 20)));
  const large = await statementsFor(() => importRecognitionsCsv(t.prisma, recognitions(20, 60)));
  expect(large).toBe(small);
  const updateSmall = await statementsFor(() => importRecognitionsCsv(t.prisma, recognitions(0, 20)));
  const updateLarge = await statementsFor(() => importRecognitionsCsv(t.prisma, recognitions(20, 60)));
  expect(updateLarge).toBe(updateSmall);
  expect(updateSmall).toBeLessThanOrEqual(10); // 5: two look-ups, the count of existing keys, one upsert, COMMIT
});

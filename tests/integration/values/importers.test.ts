import fs from "node:fs";
import path from "node:path";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { ensureCurrentCycle } from "@/tests/helpers/values-factories";
import { importOrgCsv } from "@/lib/server/employees/import-csv";
import { importSelfReviewsCsv } from "@/lib/server/values-review/import-self-reviews";
import { importRecognitionsCsv } from "@/lib/server/values-review/import-recognitions";

// npm run import:self-reviews / import:recognitions: the documented sample files import; one bad
// line means nothing is imported and every problem is reported by line; re-importing updates.

const t = useTestDatabase();
const sample = (name: string) => fs.readFileSync(path.join(process.cwd(), "docs", name), "utf8");
const SELF_HEADER =
  "employeeHrisId,reviewCycle,value,subcomp1Score,subcomp2Score,subcomp3Score,subcomp1Notes,subcomp2Notes,subcomp3Notes,valueNotes,overallNotes,status";
const RECOGNITION_HEADER =
  "dateSubmitted,employeeHrisId,employeeEmail,employeeName,coreValueSubmitted,componentSubmitted,recognizer,recognizerEmail,recognitionText";

// No demo seed here: the six company values come with the migrations, as on a real database.
beforeAll(async () => {
  await ensureCurrentCycle(t.prisma);
  const org = await importOrgCsv(t.prisma, sample("sample-org.csv"));
  expect(org.ok).toBe(true);
});

const employee = (hrisId: string) => t.prisma.employee.findUniqueOrThrow({ where: { hrisId } });

describe("import:self-reviews", () => {
  it("imports the sample file, and re-importing it updates in place", async () => {
    const first = await importSelfReviewsCsv(t.prisma, sample("sample-self-reviews.csv"));
    expect(first).toEqual({
      ok: true,
      counts: { reviewsCreated: 2, reviewsUpdated: 0, values: 7, replaced: 0 },
    });
    const liam = await employee("H1004");
    const review = await t.prisma.employeeValuesReview.findFirstOrThrow({
      where: { employeeId: liam.id },
      include: { categoryScores: { orderBy: { valueId: "asc" } } },
    });
    expect(review).toMatchObject({
      isDraft: false,
      overallNotes: "A good year; I want to grow as a mentor.",
    });
    expect(review.categoryScores).toHaveLength(6);
    expect(review.categoryScores[0]).toMatchObject({
      valueId: 1,
      subcomp1Score: 4,
      subcomp3Score: 5,
      subcomp1Notes: "Raised our code review standard",
    });
    const priya = await t.prisma.employeeValuesReview.findFirstOrThrow({
      where: { employee: { hrisId: "H1003" } },
      include: { categoryScores: true },
    });
    expect(priya.isDraft).toBe(true);
    expect(priya.categoryScores).toMatchObject([{ valueId: 2, subcomp1Score: 3, subcomp3Score: 0 }]);

    const again = await importSelfReviewsCsv(
      t.prisma,
      // the HRIS id in another case is the same employee (ADR 0004)
      `${SELF_HEADER}\nh1004,Jun-25,grit,5,5,5,,,,,,Submitted\n`,
    );
    expect(again).toEqual({
      ok: true,
      counts: { reviewsCreated: 0, reviewsUpdated: 1, values: 1, replaced: 0 },
    });
    expect(await t.prisma.employeeValuesReview.count({ where: { employeeId: liam.id } })).toBe(1);
    const grit = await t.prisma.employeeValuesCategoryScore.findFirstOrThrow({
      where: { reviewId: review.id, valueId: 2 },
    });
    expect(grit).toMatchObject({ subcomp1Score: 5, subcomp2Score: 5, subcomp3Score: 5 });
  });

  it("an update writes the file's columns: blanks clear notes, a stored override stays", async () => {
    const ok = { ok: true, counts: { reviewsCreated: 1, reviewsUpdated: 0, values: 2, replaced: 0 } };
    const file = (notes: string, overall: string, status: string) =>
      [
        SELF_HEADER,
        `H1009,Jun-25,Humility,2,3,4,${notes},,,Value note,,${status}`,
        `H1009,Jun-25,Integrity,1,0,5,,,,,${overall},${status}`,
      ].join("\n");
    expect(await importSelfReviewsCsv(t.prisma, file("First notes", "Overall", "Draft"))).toEqual(ok);
    const review = await t.prisma.employeeValuesReview.findFirstOrThrow({
      where: { employee: { hrisId: "H1009" } },
      include: { categoryScores: { orderBy: { valueId: "asc" } } },
    });
    // overallNotes may come on any line of the employee's rows
    expect(review).toMatchObject({ isDraft: true, overallNotes: "Overall" });
    expect(
      review.categoryScores.map((s) => [s.valueId, s.subcomp1Score, s.subcomp3Score, s.subcomp1Notes]),
    ).toEqual([
      [3, 2, 4, "First notes"],
      [4, 1, 5, null],
    ]);
    await t.prisma.employeeValuesCategoryScore.update({
      where: { id: review.categoryScores[0].id },
      data: { overrideScore: 4.5 },
    });

    const again = await importSelfReviewsCsv(t.prisma, file("", "", "Submitted"));
    expect(again).toEqual({
      ok: true,
      counts: { reviewsCreated: 0, reviewsUpdated: 1, values: 2, replaced: 0 },
    });
    const after = await t.prisma.employeeValuesReview.findUniqueOrThrow({
      where: { id: review.id },
      include: { categoryScores: { orderBy: { valueId: "asc" } } },
    });
    expect(after).toMatchObject({ isDraft: false, overallNotes: null, createdAt: review.createdAt });
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(review.updatedAt.getTime());
    expect(after.categoryScores.map((s) => s.id)).toEqual(review.categoryScores.map((s) => s.id));
    expect(after.categoryScores[0]).toMatchObject({ subcomp1Notes: null, valueNotes: "Value note" });
    expect(after.categoryScores[0].overrideScore?.toString()).toBe("4.5");
  });

  it("reports every bad line and imports nothing", async () => {
    const before = await t.prisma.employeeValuesCategoryScore.count();
    const result = await importSelfReviewsCsv(
      t.prisma,
      [
        SELF_HEADER,
        "H1005,Jun-25,Integrity,4,4,4,,,,,,Submitted",
        "H9999,Jun-25,Integrity,4,4,4,,,,,,Submitted",
        "H1006,Jun-25,Kindness,4,4,4,,,,,,Submitted",
        "H1007,Jun-25,Grit,6,4,x,,,,,,Submitted",
        "H1005,Jun-25,integrity,1,1,1,,,,,,Submitted",
        "H1008,Dec-99,Grit,1,1,1,,,,,,Maybe",
      ].join("\n"),
    );
    expect(result.ok).toBe(false);
    const problems = (result as { problems: { line: number; message: string }[] }).problems;
    expect(problems).toEqual([
      { line: 3, message: "unknown employee H9999" },
      {
        line: 4,
        message: expect.stringMatching(/^unknown value "Kindness" \(one of: Drive to Excellence, /),
      },
      { line: 5, message: expect.stringMatching(/^subcomp1Score "6" is not a whole number from 1 to 5/) },
      { line: 5, message: expect.stringMatching(/^subcomp3Score "x" is not a whole number/) },
      { line: 6, message: "Integrity for H1005 is already on line 2" },
      { line: 7, message: 'unknown review cycle "Dec-99"' },
      { line: 7, message: 'status "Maybe" must be Submitted or Draft' },
    ]);
    expect(await t.prisma.employeeValuesCategoryScore.count()).toBe(before);
  });

  it("refuses a file without the required columns", async () => {
    const result = await importSelfReviewsCsv(t.prisma, "employeeHrisId,value\nH1004,Grit\n");
    expect(result).toEqual({
      ok: false,
      problems: [{ line: 1, message: "missing columns: subcomp1Score, subcomp2Score, subcomp3Score" }],
    });
  });
  it("refuses a line without a reviewCycle when no cycle is active, and files it under the active one", async () => {
    await t.prisma.reviewCycle.updateMany({ data: { status: "Closed" } });
    const line = `${SELF_HEADER}\nH1004,,Grit,3,3,3,,,,,,Submitted\n`;
    try {
      expect(await importSelfReviewsCsv(t.prisma, line)).toEqual({
        ok: false,
        problems: [{ line: 2, message: "no active review cycle" }],
      });
    } finally {
      await t.prisma.reviewCycle.updateMany({ where: { name: "Jun-25" }, data: { status: "Active" } });
    }
    expect(await importSelfReviewsCsv(t.prisma, line)).toMatchObject({ ok: true });
    const liam = await employee("H1004");
    const review = await t.prisma.employeeValuesReview.findFirstOrThrow({
      where: { employeeId: liam.id },
      select: { cycle: { select: { name: true } } },
    });
    expect(review.cycle.name).toBe("Jun-25");
  });

  it("refuses a line for a closed cycle and writes nothing", async () => {
    await t.prisma.reviewCycle.create({ data: { name: "Dec-24", status: "Closed", closedAt: new Date() } });
    const before = await t.prisma.employeeValuesReview.count();
    expect(
      await importSelfReviewsCsv(t.prisma, `${SELF_HEADER}\nH1004,Dec-24,Grit,3,3,3,,,,,,Submitted\n`),
    ).toEqual({ ok: false, problems: [{ line: 2, message: 'review cycle "Dec-24" is closed' }] });
    expect(await t.prisma.employeeValuesReview.count()).toBe(before);
  });
});

describe("import:self-reviews over self-reviews written in the product (issue 34 §5)", () => {
  const line = `${SELF_HEADER}\nH1010,Jun-25,Grit,2,2,2,,,,,,Submitted\n`;
  const inProduct = async (source: "product" | "hr") => {
    const [person, cycle] = [await employee("H1010"), await ensureCurrentCycle(t.prisma)];
    await t.prisma.employeeValuesReview.deleteMany({ where: { employeeId: person.id } });
    return t.prisma.employeeValuesReview.create({
      data: {
        employeeId: person.id,
        cycleId: cycle.id,
        isDraft: false,
        source,
        submittedAt: new Date(),
        goals: "Written in the product",
        categoryScores: { create: [{ valueId: 2, subcomp1Score: 5, subcomp2Score: 5, subcomp3Score: 5 }] },
      },
    });
  };

  it("marks what it writes as imported, submitted when the file says so", async () => {
    await t.prisma.employeeValuesReview.deleteMany({ where: { employee: { hrisId: "H1010" } } });
    expect(await importSelfReviewsCsv(t.prisma, line)).toMatchObject({ ok: true });
    const row = await t.prisma.employeeValuesReview.findFirstOrThrow({
      where: { employee: { hrisId: "H1010" } },
    });
    expect(row).toMatchObject({ source: "import", isDraft: false });
    expect(row.submittedAt).toBeInstanceOf(Date);
  });

  it("refuses to import over a submitted in-product self-review, and changes nothing", async () => {
    const kept = await inProduct("product");
    const result = await importSelfReviewsCsv(t.prisma, line);
    expect(result).toEqual({
      ok: false,
      problems: [
        { line: 2, message: expect.stringContaining("H1010 submitted a self-review in the product") },
      ],
    });
    const row = await t.prisma.employeeValuesReview.findUniqueOrThrow({
      where: { id: kept.id },
      include: { categoryScores: true },
    });
    expect(row).toMatchObject({ source: "product", goals: "Written in the product" });
    expect(row.categoryScores[0]).toMatchObject({ subcomp1Score: 5 });
  });

  it("replaces it when HR chooses to, all of it, audited with the HR user", async () => {
    const hr = await t.prisma.hrUser.create({ data: { username: "import-hr", passwordHash: "x" } });
    const replaced = await inProduct("hr");
    const result = await importSelfReviewsCsv(t.prisma, line, {
      replace: { by: { kind: "hr", hrUserId: hr.id, name: hr.username } },
    });
    expect(result).toMatchObject({ ok: true, counts: { replaced: 1 } });
    const row = await t.prisma.employeeValuesReview.findUniqueOrThrow({
      where: { id: replaced.id },
      include: { categoryScores: true },
    });
    expect(row).toMatchObject({ source: "import", goals: null, completedByHrUserId: null });
    expect(row.categoryScores[0]).toMatchObject({ subcomp1Score: 2 });
    const audit = await t.prisma.auditEvent.findFirstOrThrow({
      where: { action: "self-review.import-replace" },
    });
    expect(audit).toMatchObject({ actorKind: "hr", actorId: hr.id, employeeIds: ["H1010"] });
  });
});

describe("import:recognitions", () => {
  it("imports the sample file (by HRIS id or email, loose value names); re-importing creates nothing", async () => {
    const first = await importRecognitionsCsv(t.prisma, sample("sample-recognitions.csv"));
    expect(first).toEqual({ ok: true, counts: { created: 3, updated: 0 } });
    const liam = await employee("H1004");
    const rows = await t.prisma.recognitionSubmission.findMany({
      where: { employeeId: liam.id },
      orderBy: { dateSubmitted: "asc" },
    });
    expect(rows.map((r) => [r.scDetailId, r.recognizer])).toEqual([
      [1, "Tomas Novak"],
      [2, "Priya Shah"],
      [5, "Grace Okafor"],
    ]);
    expect(rows[2].coreValueSubmitted).toBe("Result Orientation");

    const again = await importRecognitionsCsv(t.prisma, sample("sample-recognitions.csv"));
    expect(again).toEqual({ ok: true, counts: { created: 0, updated: 3 } });
    expect(await t.prisma.recognitionSubmission.count({ where: { employeeId: liam.id } })).toBe(3);

    // An HRIS id or an email in another case is the same employee (ADR 0004).
    const anyCase = await importRecognitionsCsv(
      t.prisma,
      `${RECOGNITION_HEADER}\n2026-02-01,h1004,,,Grit,,Ann Lower,,Kept going\n2026-02-02,,${liam.email.toUpperCase()},,Grit,,Ann Upper,,Kept at it\n`,
    );
    expect(anyCase).toEqual({ ok: true, counts: { created: 2, updated: 0 } });
    expect(await t.prisma.recognitionSubmission.count({ where: { employeeId: liam.id } })).toBe(5);
  });

  it("stores the file's date as given, and an update rewrites the row in place", async () => {
    const file = (name: string, component: string) =>
      `${RECOGNITION_HEADER}\n2025-06-30T23:45:10.250+02:00,H1008,,${name},Humility,${component},Ann Other,ann@example.com,Listened first\n`;
    expect(await importRecognitionsCsv(t.prisma, file("", "Openness"))).toEqual({
      ok: true,
      counts: { created: 1, updated: 0 },
    });
    const where = { employee: { hrisId: "H1008" }, recognitionText: "Listened first" };
    const first = await t.prisma.recognitionSubmission.findFirstOrThrow({ where });
    expect(first).toMatchObject({
      dateSubmitted: new Date("2025-06-30T21:45:10.250Z"),
      employeeName: "Kwame Osei", // from the database when the file leaves it blank
      scDetailId: 3,
      componentSubmitted: "Openness",
      recognizerEmail: "ann@example.com",
    });

    // the import key leaves out the employee's name and the component: the same recognition
    expect(await importRecognitionsCsv(t.prisma, file("K. Osei", ""))).toEqual({
      ok: true,
      counts: { created: 0, updated: 1 },
    });
    const after = await t.prisma.recognitionSubmission.findFirstOrThrow({ where });
    expect(after).toMatchObject({
      id: first.id,
      employeeName: "K. Osei",
      componentSubmitted: null,
      createdAt: first.createdAt,
    });
    expect(after.lastModified.getTime()).toBeGreaterThanOrEqual(first.lastModified.getTime());
  });

  it("reports every bad line and imports nothing", async () => {
    const before = await t.prisma.recognitionSubmission.count();
    const result = await importRecognitionsCsv(
      t.prisma,
      [
        RECOGNITION_HEADER,
        '2025-01-01,H1005,,Mei Tanaka,Grit,,Liam Murphy,,"Great work"',
        "2025-02-30,H1005,,Mei Tanaka,Grit,,Liam Murphy,,Bad date",
        "2025-01-02,,nobody@example.com,Nobody,Grit,,Liam Murphy,,Unknown person",
        "2025-01-03,H1005,,Mei Tanaka,Patience,,Liam Murphy,,Unknown value",
        '2025-01-01,H1005,,Mei Tanaka,grit,,Liam Murphy,,"Great work"',
        "2025-01-04,H1005,,Mei Tanaka,Grit,,Liam Murphy,,",
      ].join("\n"),
    );
    expect(result.ok).toBe(false);
    expect((result as { problems: unknown[] }).problems).toEqual([
      { line: 3, message: 'dateSubmitted "2025-02-30" is not a date (YYYY-MM-DD or ISO date-time)' },
      { line: 4, message: "unknown employee nobody@example.com" },
      { line: 5, message: expect.stringMatching(/^unknown value "Patience"/) },
      { line: 6, message: "the same recognition as line 2" },
      { line: 7, message: "missing recognitionText" },
    ]);
    expect(await t.prisma.recognitionSubmission.count()).toBe(before);
  });
});

import fs from "node:fs";
import path from "node:path";
import { captureSql, useTestDatabase } from "@/tests/helpers/test-db";
import { analyzedRows } from "@/tests/helpers/planner";
import { importOrgCsv, parseOrgCsv } from "@/lib/server/employees/import-csv";
import { findIdentityConflicts } from "@/lib/server/employees/identity-conflicts";

const HEADER = "hrisId,name,email,title,department,managerHrisId,startDate";
const csv = (...lines: string[]) => [HEADER, ...lines].join("\n") + "\n";

describe("importOrgCsv", () => {
  const t = useTestDatabase();

  it("imports nothing from a bad file and lists every problem with its file line", async () => {
    const text = csv(
      "B1,Top Person,top@example.com,Chief Executive Officer,Executive,,2010-01-01",
      "B2,,no-name@example.com,Software Engineer,Engineering,B1,",
      "", // blank lines are skipped but still counted
      'B3,"Multi',
      'Line",bad-email,Software Engineer,Engineering,B1,',
      "B4,Lost Soul,lost@example.com,Software Engineer,Engineering,B404,",
      "B1,Twin,twin@example.com,Software Engineer,Engineering,B1,",
      "B5,Loop A,a@example.com,Software Engineer,Engineering,B6,",
      "B6,Loop B,b@example.com,Software Engineer,Engineering,B5,",
    );
    const result = await importOrgCsv(t.prisma, text);
    expect(await analyzedRows(t.prisma, "Employee")).toBe(-1); // nothing written, nothing analyzed
    expect(result).toEqual({
      ok: false,
      problems: [
        { line: 3, message: "missing name" },
        { line: 5, message: 'bad email "bad-email"' },
        { line: 7, message: "unknown manager B404 (not in this file or the database)" },
        { line: 8, message: "duplicate hrisId B1 (first on line 2)" },
        { line: 8, message: "B1 cannot be their own manager" },
        { line: 9, message: "manager cycle: B5 → B6 → B5" },
        { line: 10, message: "manager cycle: B5 → B6 → B5" },
      ],
    });
    expect(await t.prisma.employee.count()).toBe(0);
    expect(await t.prisma.title.count()).toBe(0);
  });

  it("reports missing columns on the header line", () => {
    expect(parseOrgCsv("hrisId,name,title\nE1,A,B\n").problems).toEqual([
      { line: 1, message: "missing columns: email, department" },
    ]);
  });

  it("imports a good file, creating unknown titles with a guessed family and level", async () => {
    const text = fs.readFileSync(path.join(process.cwd(), "docs/sample-org.csv"), "utf8");
    const result = await importOrgCsv(t.prisma, text);
    expect(result).toEqual({
      ok: true,
      counts: { created: 10, updated: 0, unchanged: 0, titlesCreated: 10, leavers: 0 },
    });
    expect(await analyzedRows(t.prisma, "Employee")).toBe(10); // planner statistics refreshed

    const declan = await t.prisma.employee.findUniqueOrThrow({
      where: { hrisId: "H1006" },
      select: { name: true, mgrId: true, department: true, mappedTitle: true, startDate: true, title: true },
    });
    expect(declan).toMatchObject({
      name: "Declan O'Connor",
      mgrId: "H1004",
      department: "Engineering",
      mappedTitle: "Software Engineer",
    });
    expect(declan.startDate?.toISOString().slice(0, 10)).toBe("2021-02-15");
    expect(declan.title).toMatchObject({ name: "Software Engineer", family: "IC", level: 2 });

    const titles = await t.prisma.title.findMany({ select: { name: true, family: true, level: true } });
    expect(titles).toEqual(
      expect.arrayContaining([
        { name: "Chief Executive Officer", family: "Management", level: 11 },
        { name: "Engineering Manager", family: "Management", level: 5 },
        { name: "Junior Software Engineer", family: "IC", level: 1 },
        { name: "Partnerships Specialist", family: "Alternative", level: 2 },
      ]),
    );
    const top = await t.prisma.employee.findUniqueOrThrow({
      where: { hrisId: "H1001" },
      select: { mgrId: true },
    });
    expect(top.mgrId).toBeNull();
  });

  it("updates on re-import instead of duplicating, and reuses titles", async () => {
    const text = fs.readFileSync(path.join(process.cwd(), "docs/sample-org.csv"), "utf8");
    const changed = text
      .replace(
        "H1007,Sofia Rossi,sofia.rossi@example.com,Junior Software Engineer",
        "H1007,Sofia Rossi,sofia.rossi@example.com,Software Engineer",
      )
      .replace("Engineering,H1002,2020-11-02", "Engineering,H1004,2020-11-02")
      .concat("H1011,Nadia Hassan,nadia.hassan@example.com,software engineer,Engineering,H1004,2025-01-06\n");
    const result = await importOrgCsv(t.prisma, changed);
    expect(result).toEqual({
      ok: true,
      counts: { created: 1, updated: 2, unchanged: 8, titlesCreated: 0, leavers: 0 },
    });
    expect(await t.prisma.employee.count()).toBe(11);

    const sofia = await t.prisma.employee.findUniqueOrThrow({
      where: { hrisId: "H1007" },
      select: { mappedTitle: true, oldTitle: true },
    });
    expect(sofia).toEqual({ mappedTitle: "Software Engineer", oldTitle: "Junior Software Engineer" });
    const kwame = await t.prisma.employee.findUniqueOrThrow({
      where: { hrisId: "H1008" },
      select: { mgrId: true },
    });
    expect(kwame.mgrId).toBe("H1004");
  });

  it("accepts a partial file whose managers are already in the database", async () => {
    const result = await importOrgCsv(
      t.prisma,
      csv("H2001,Omar Khan,omar.khan@example.com,Software Engineer,Engineering,H1004,"),
    );
    expect(result).toEqual({
      ok: true,
      counts: { created: 1, updated: 0, unchanged: 0, titlesCreated: 0, leavers: 0 },
    });
  });

  it("refuses a manager cycle formed with employees already in the database", async () => {
    // H1004 (in the database) reports to H1002; making H1002 report to H1004 would close a loop.
    const before = await t.prisma.employee.findMany({ orderBy: { hrisId: "asc" } });
    const result = await importOrgCsv(
      t.prisma,
      csv("H1002,Tomas Novak,tomas.novak@example.com,VP of Engineering,Engineering,H1004,2014-06-16"),
    );
    expect(result).toEqual({
      ok: false,
      problems: [{ line: 2, message: "manager cycle: H1002 → H1004 → H1002" }],
    });
    expect(await t.prisma.employee.findMany({ orderBy: { hrisId: "asc" } })).toEqual(before);
  });

  it("refuses identifiers that match another employee's once trimmed and lower-cased", async () => {
    const before = await t.prisma.employee.count();
    const result = await importOrgCsv(
      t.prisma,
      csv(
        "h1004,Someone Else,someone.else@example.com,Software Engineer,Engineering,,",
        "H3001,Third Person,OMAR.KHAN@example.com,Software Engineer,Engineering,,",
        "H3002,Fourth Person,fourth@example.com,Software Engineer,Engineering,,",
        "h3002,Fifth Person,fifth@example.com,Software Engineer,Engineering,,",
      ),
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        { line: 2, message: "hrisId h1004 is already used by H1004 in the database" },
        { line: 3, message: "email omar.khan@example.com is already used by H2001 in the database" },
        { line: 5, message: "duplicate hrisId h3002 (first on line 4)" },
      ],
    });
    expect(await t.prisma.employee.count()).toBe(before);
  });

  it("checks a 20,000-row file's identifiers in one statement", async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => ({
      line: i + 2,
      values: { hrisId: `Z${i}`, email: `z${i}@example.com` },
    }));
    rows[19_999].values.hrisId = "h1004";
    const { result, sql } = await captureSql(() => findIdentityConflicts(t.prisma, rows));
    expect(result).toEqual([
      { line: 20_001, message: "hrisId h1004 is already used by H1004 in the database" },
    ]);
    expect(sql).toHaveLength(1);
  });
});

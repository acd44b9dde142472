import { randomBytes } from "node:crypto";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { POST as exportXlsx } from "@/app/api/hr/export-evaluations-xlsx/route";
import { exportEvaluationsXlsx } from "@/lib/server/exports/export-evaluations-xlsx";
import { captureSql, useTestDatabase } from "@/tests/helpers/test-db";
import { createAccount, createEmployee } from "@/tests/helpers/factories";
import { callRoute, hrCookie, managerCookie } from "@/tests/helpers/http";
import { createDataExportWorld, FIXTURE_ORDER } from "@/tests/helpers/data-export-factories";
import { NextRequest } from "next/server";
import { jest } from "@jest/globals";
import { freezeDate } from "@/tests/helpers/frozen-clock";

const t = useTestDatabase();
let world: Awaited<ReturnType<typeof createDataExportWorld>>;
let hr: string;

// Text that a spreadsheet would run as a formula if it were written as one.
const HOSTILE = {
  name: '=HYPERLINK("http://evil.example","click")',
  department: "+cmd|' /C calc'!A0",
  manager: "@SUM(1+1)",
  title: "-2+3",
};

beforeAll(async () => {
  world = await createDataExportWorld(t.prisma);
  hr = await hrCookie(world.hr);
  const title = await t.prisma.title.create({ data: { name: HOSTILE.title, level: 1, family: "IC" } });
  const boss = await createEmployee(t.prisma, {
    name: HOSTILE.manager,
    mgrId: world.boss.hrisId,
    department: "Ops",
  });
  await createEmployee(t.prisma, {
    name: HOSTILE.name,
    mgrId: boss.hrisId,
    department: HOSTILE.department,
    titleId: title.id,
  });
});

/** Calls the route as Next would and reads the whole streamed answer. */
async function post(body: unknown, cookie = hr) {
  const req = new NextRequest("http://localhost/api/hr/export-evaluations-xlsx", {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost", cookie },
    body: JSON.stringify(body),
  });
  const res = await exportXlsx(req, { params: Promise.resolve({}) });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function open(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

function dataRows(sheet: ExcelJS.Worksheet) {
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) rows.push(row);
  });
  return rows;
}

describe("POST /api/hr/export-evaluations-xlsx", () => {
  it("is for HR only: 401 for a guest, 403 for a manager, and a bad body is a 400", async () => {
    expect((await callRoute(exportXlsx, "/api/hr/export-evaluations-xlsx", { body: {} })).status).toBe(401);
    await createAccount(t.prisma, world.alice);
    const manager = await callRoute(exportXlsx, "/api/hr/export-evaluations-xlsx", {
      body: {},
      cookie: await managerCookie(world.alice),
    });
    expect(manager.status).toBe(403);
    const bad = await callRoute(exportXlsx, "/api/hr/export-evaluations-xlsx", {
      body: { filterStatus: "Finished" },
      cookie: hr,
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe(
      "The request is not valid. filterStatus: The status must be all, Complete, Partial or Pending.",
    );
  });

  it("exports the review cycle asked for (issue 32 §8): the old cycle's one complete evaluation", async () => {
    const { res } = await post({ filterStatus: "Complete", cycle: world.oldCycle.id });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-export-rows")).toBe("1");
    expect((await post({ filterStatus: "Complete" })).res.headers.get("x-export-rows")).toBe("1");
    expect(
      (await post({ filterStatus: "Partial", cycle: world.oldCycle.id })).res.headers.get("x-export-rows"),
    ).toBe("0");
  });

  it("streams evaluations-{date}.xlsx: bold, frozen, filtered header, widths, every row of the view", async () => {
    const { res, bytes } = await post({ filterStatus: "all" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="evaluations-${today}.xlsx"`);
    expect(res.headers.get("x-export-rows")).toBe("9");

    const sheet = (await open(bytes)).getWorksheet("Evaluations")!;
    const header = sheet.getRow(1);
    expect(header.values).toEqual([
      undefined,
      "Employee",
      "HRIS ID",
      "Title",
      "Department",
      "Manager",
      "Manager HRIS ID",
      "Status",
      "Behavioral Score",
      "Values Score",
      "Performance Score",
      "Total Score",
      "Behavioral Review Date",
      "Values Review Date",
      "Performance Review Date",
      "Last Updated",
      "Acknowledgement Comment",
    ]);
    expect(header.getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    // The filter covers the header and all 9 rows (LibreOffice Calc shows no buttons otherwise).
    expect(sheet.autoFilter).toBe("A1:P10");
    expect(sheet.getColumn(1).width).toBe(28);
    expect(sheet.getColumn(8).width).toBe(17);
    // Every row of the view, in the list's order (where the hostile names sort depends on the collation).
    const names = dataRows(sheet).map((r) => String(r.getCell(1).value));
    expect([...names].sort()).toEqual([...FIXTURE_ORDER, HOSTILE.name, HOSTILE.manager].sort());
    expect(names.filter((n) => FIXTURE_ORDER.includes(n))).toEqual(FIXTURE_ORDER);
  });

  it("writes scores as numbers with one decimal and dates as dates", async () => {
    const { bytes } = await post({ search: "Ann Able" });
    const [ann] = dataRows((await open(bytes)).getWorksheet("Evaluations")!);
    expect(ann!.getCell(7).value).toBe("Complete");
    const scores = [8, 9, 10, 11].map((c) => ann!.getCell(c));
    expect(scores.map((c) => c.value)).toEqual([3.3, 4.2, 4, 8.2]);
    expect(scores.map((c) => c.type)).toEqual(Array(4).fill(ExcelJS.ValueType.Number));
    expect(scores.map((c) => c.numFmt)).toEqual(Array(4).fill("0.0"));
    for (const c of [12, 13, 14, 15]) {
      expect(ann!.getCell(c).value).toBeInstanceOf(Date);
      expect(ann!.getCell(c).numFmt).toBe("mmm d, yyyy");
    }
    const { bytes: benBytes } = await post({ search: "Ben Busy" });
    const [ben] = dataRows((await open(benBytes)).getWorksheet("Evaluations")!);
    // a missing score is an empty cell, not a dash or a zero
    expect([9, 10, 11, 13].map((c) => ben!.getCell(c).value)).toEqual([null, null, null, null]);
  });

  it("names the filter range _xlnm._FilterDatabase on the sheet, from the header to the last row", async () => {
    const zip = await JSZip.loadAsync((await post({ filterStatus: "all" })).bytes);
    const sheetXml = await zip.file("xl/worksheets/sheet1.xml")!.async("string");
    expect(sheetXml).toContain('<autoFilter ref="A1:P10"/>');
    const workbookXml = await zip.file("xl/workbook.xml")!.async("string");
    expect(workbookXml).toContain(
      `<definedName name="_xlnm._FilterDatabase" localSheetId="0">Evaluations!$A$1:$P$10</definedName>`,
    );
    // An empty view still has its header's filter.
    const empty = await JSZip.loadAsync((await post({ search: "nobody matches this" })).bytes);
    expect(await empty.file("xl/workbook.xml")!.async("string")).toContain(">Evaluations!$A$1:$P$1<");
  });

  it("writes text that looks like a formula as plain text, never as a formula", async () => {
    const { bytes } = await post({ search: "evil" });
    const workbook = await open(bytes);
    const [row] = dataRows(workbook.getWorksheet("Evaluations")!);
    const cells = {
      name: row!.getCell(1),
      title: row!.getCell(3),
      department: row!.getCell(4),
      manager: row!.getCell(5),
    };
    for (const [key, cell] of Object.entries(cells)) {
      expect({ key, type: cell.type, value: cell.value }).toEqual({
        key,
        type: ExcelJS.ValueType.String,
        value: HOSTILE[key as keyof typeof HOSTILE],
      });
    }
    const zip = await JSZip.loadAsync(bytes);
    const sheetXml = await zip.file("xl/worksheets/sheet1.xml")!.async("string");
    expect(sheetXml).not.toMatch(/<f[ >]/);
    expect(sheetXml).toContain("=HYPERLINK(&quot;http://evil.example&quot;,&quot;click&quot;)");
  });

  it("honours every filter, and a view with no rows is a file with only the header", async () => {
    const partial = await open((await post({ filterStatus: "Partial" })).bytes);
    expect(dataRows(partial.getWorksheet("Evaluations")!).map((r) => r.getCell(1).value)).toEqual([
      "Ben Busy",
      "Fay Old",
    ]);
    const combined = await open(
      (
        await post({
          filterStatus: "pending",
          manager: world.bob.hrisId,
          department: "Sales",
          search: "cara",
        })
      ).bytes,
    );
    expect(dataRows(combined.getWorksheet("Evaluations")!).map((r) => r.getCell(1).value)).toEqual([
      "Cara Calm",
    ]);
    const { res, bytes } = await post({ filterStatus: "Complete", department: "Sales" });
    expect(res.headers.get("x-export-rows")).toBe("0");
    const empty = (await open(bytes)).getWorksheet("Evaluations")!;
    expect(empty.rowCount).toBe(1);
  });

  it("writes the dates, the Generated time and the file's date in the HR user's time zone, as the screen shows them", async () => {
    const cells = async (timeZone?: string) => {
      const { res, bytes } = await post({ search: "Ann Able", ...(timeZone ? { timeZone } : {}) });
      const workbook = await open(bytes);
      const [ann] = dataRows(workbook.getWorksheet("Evaluations")!);
      return {
        file: res.headers.get("content-disposition"),
        dates: [12, 13, 14, 15].map((c) => (ann!.getCell(c).value as Date).getTime()),
      };
    };
    freezeDate(); // the file's date is taken at the same instant as the expected one
    try {
      const utc = await cells();
      const kiritimati = await cells("Pacific/Kiritimati"); // UTC+14 all year: often the next day
      const HOURS_14 = 14 * 3600 * 1000;
      expect(kiritimati.dates).toEqual(utc.dates.map((ms) => ms + HOURS_14));
      expect(kiritimati.file).toBe(
        `attachment; filename="evaluations-${new Date(Date.now() + HOURS_14).toISOString().slice(0, 10)}.xlsx"`,
      );
    } finally {
      jest.useRealTimers();
    }
    // A zone this server does not know dates the file in UTC rather than refusing it.
    const unknown = await post({ timeZone: "Etc/Unknown" });
    expect(unknown.res.status).toBe(200);
    expect((await post({ timeZone: "x".repeat(65) })).res.status).toBe(400);
  });

  it("adds a Summary sheet with the metrics and the filters used", async () => {
    const { bytes } = await post({ filterStatus: "Partial", manager: world.alice.hrisId });
    const summary = (await open(bytes)).getWorksheet("Summary")!;
    const lines: Record<string, unknown> = {};
    summary.eachRow((row) => {
      lines[String(row.getCell(1).value)] = row.getCell(2).value;
    });
    expect(lines).toMatchObject({
      "Generated by": "export-hr",
      "Times in": "UTC",
      "Rows exported": 2,
      Status: "Partial",
      Search: "None",
      Manager: `Alice Manager (${world.alice.hrisId})`,
      Department: "All",
      "Total Evaluations": 3,
      Complete: 1,
      Partial: 2,
      Pending: 0,
    });
    expect(lines.Generated).toBeInstanceOf(Date);
  });

  it("writes each export to the audit table: who, when, from where, filters, row count", async () => {
    const before = new Date();
    await post({ filterStatus: "Pending", department: "Sales" });
    const event = await t.prisma.auditEvent.findFirst({
      where: { action: "evaluations.exported" },
      orderBy: { id: "desc" },
    });
    expect(event).toMatchObject({
      actorKind: "hr",
      actorId: world.hr.id,
      actorName: "export-hr",
      detail: { status: "Pending", search: null, manager: null, department: "Sales", rowCount: 2 },
    });
    expect(event!.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });
});

describe("reading the rows in batches", () => {
  it("walks the whole view with a keyset cursor, names that repeat included", async () => {
    // Two more "Ann Able"s: the cursor must order by name and then id, losing and repeating none.
    await createEmployee(t.prisma, { name: "Ann Able", mgrId: world.bob.hrisId, department: "Batch" });
    await createEmployee(t.prisma, { name: "Ann Able", mgrId: world.bob.hrisId, department: "Batch" });
    const session = { kind: "hr" as const, hrUserId: world.hr.id, name: "export-hr", ver: 1, authAt: 0 };
    const filters = { cycle: null, status: "all" as const, search: null, manager: null, department: null };
    const file = await exportEvaluationsXlsx(filters, session, "127.0.0.1", { batchRows: 2 });
    const bytes = Buffer.from(await new Response(file.body).arrayBuffer());
    const names = dataRows((await open(bytes)).getWorksheet("Evaluations")!).map((r) => r.getCell(1).value);
    expect(file.rowCount).toBe(11);
    expect(names).toHaveLength(11);
    expect(names.filter((n) => n === "Ann Able")).toHaveLength(3);
    expect(
      new Set(dataRows((await open(bytes)).getWorksheet("Evaluations")!).map((r) => r.getCell(2).value)).size,
    ).toBe(11);
  });
});

describe("asking V8 to collect the export's garbage", () => {
  const g = globalThis as { gc?: unknown };
  afterEach(() => {
    delete g.gc;
  });

  /** Exports everything in batches of 2, a collection asked for every 4 rows; the sheet's values. */
  async function exportAll() {
    const session = { kind: "hr" as const, hrUserId: world.hr.id, name: "export-hr", ver: 1, authAt: 0 };
    const filters = { cycle: null, status: "all" as const, search: null, manager: null, department: null };
    const file = await exportEvaluationsXlsx(filters, session, "127.0.0.1", {
      batchRows: 2,
      rowsPerCollection: 4,
    });
    const bytes = Buffer.from(await new Response(file.body).arrayBuffer());
    const rows = dataRows((await open(bytes)).getWorksheet("Evaluations")!).map((r) => r.values);
    return { rowCount: file.rowCount, rows };
  }

  it("requests a full collection every rowsPerCollection rows when the server runs with --expose-gc", async () => {
    const requests: unknown[] = [];
    g.gc = (options: unknown) => {
      requests.push(options);
      return Promise.resolve();
    };
    const { rowCount, rows } = await exportAll();
    expect(rows).toHaveLength(rowCount);
    // one request per 4 rows read, as a task of its own: the export never waits for it
    expect(requests).toHaveLength(Math.floor(rowCount / 4));
    expect(requests[0]).toEqual({ type: "major", execution: "async" });
  });

  it("writes the same rows without the flag", async () => {
    const without = await exportAll();
    g.gc = () => Promise.resolve();
    const withGc = await exportAll();
    expect(without.rows).toHaveLength(without.rowCount);
    expect(without.rows).toEqual(withGc.rows);
  });
});

describe("a download that stops reading", () => {
  // 5,000 people whose names, titles and departments are random, so the file deflates poorly and
  // is many times bigger than what the streams between the workbook and the response may buffer.
  const PEOPLE = 5000;
  const BATCH = 100;
  const ALL_READS = PEOPLE / BATCH + 1; // the last read finds no more rows
  let stallBoss: { hrisId: string };
  const noise = () => randomBytes(72).toString("base64");

  beforeAll(async () => {
    stallBoss = await createEmployee(t.prisma, { name: "Stall Boss", mgrId: world.boss.hrisId });
    await t.prisma.employee.createMany({
      data: Array.from({ length: PEOPLE }, (_, i) => ({
        hrisId: `STALL${i}`,
        name: `S ${noise()}`,
        email: `stall${i}@test.example`,
        mgrId: stallBoss.hrisId,
        mappedTitle: noise(),
        department: noise(),
      })),
    });
  });

  /** Starts the export of the 5,000 in batches of 100; `run` gets the file and the statements sent. */
  async function exportWhile(run: (body: ReadableStream<Uint8Array>, sql: string[]) => Promise<void>) {
    const session = { kind: "hr" as const, hrUserId: world.hr.id, name: "export-hr", ver: 1, authAt: 0 };
    const filters = {
      cycle: null,
      status: "all" as const,
      search: null,
      manager: stallBoss.hrisId,
      department: null,
    };
    await captureSql(async (sql) => {
      const file = await exportEvaluationsXlsx(filters, session, "127.0.0.1", { batchRows: BATCH });
      await run(file.body, sql);
    });
  }

  /** How many batches the export has read once it has read none for a second (or all of them). */
  async function batchesReadWhenSettled(sql: string[]) {
    const reads = () => sql.filter((s) => s.includes("ORDER BY p.name, p.id")).length;
    for (let quiet = 0, last = -1; quiet < 10 && reads() < ALL_READS; last = reads()) {
      await new Promise((r) => setTimeout(r, 100));
      quiet = reads() === last ? quiet + 1 : 0;
    }
    return reads();
  }

  const audited = () =>
    t.prisma.auditEvent.count({
      where: { action: "evaluations.exported", detail: { path: ["manager"], equals: stallBoss.hrisId } },
    });

  it("holds the export back: it reads a few batches ahead of the reader, then finishes once read", async () => {
    let readAhead = 0;
    let bytes = Buffer.alloc(0);
    await exportWhile(async (body, sql) => {
      const reader = body.getReader();
      const chunks = [Buffer.from((await reader.read()).value!)]; // the first bytes, then a pause
      readAhead = await batchesReadWhenSettled(sql);
      expect(await audited()).toBe(0); // it has not run to its end into memory
      for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(Buffer.from(r.value));
      bytes = Buffer.concat(chunks);
    });
    expect(readAhead).toBeLessThanOrEqual(10); // of 51 for the whole view
    expect((await open(bytes)).getWorksheet("Evaluations")!.rowCount).toBe(PEOPLE + 1);
    expect(await audited()).toBe(1);
  });

  it("ends when the download is closed: no further batches, no audit of a file nobody got", async () => {
    const before = await audited();
    let reads = 0;
    await exportWhile(async (body, sql) => {
      const reader = body.getReader();
      await reader.read();
      await reader.cancel();
      reads = await batchesReadWhenSettled(sql);
    });
    expect(reads).toBeLessThan(ALL_READS);
    expect(await audited()).toBe(before);
  });
});

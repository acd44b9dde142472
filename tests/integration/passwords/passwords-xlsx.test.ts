import ExcelJS from "exceljs";
import JSZip from "jszip";
import { NextRequest } from "next/server";
import { GET as xlsx } from "@/app/api/hr/passwords-xlsx/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createEmployee, createHrUser } from "@/tests/helpers/factories";
import { hrCookie } from "@/tests/helpers/http";
import { awaitPasswordJobs } from "@/lib/server/passwords/run-password-job";
import { startGeneration } from "@/lib/server/passwords/start-password-job";
import { shutdownHashPool } from "@/lib/server/passwords/hash-pool";
import { auditTrailFor } from "@/lib/server/audit/audit-trail";

const t = useTestDatabase();
afterAll(() => shutdownHashPool());

let world: Awaited<ReturnType<typeof setup>>;

async function setup() {
  const boss = await createEmployee(t.prisma, { hrisId: "00123", name: "Nora Numbers" });
  const dev = await createEmployee(t.prisma, {
    hrisId: "1e5",
    name: '=HYPERLINK("evil")',
    mgrId: boss.hrisId,
  });
  const hr = await createHrUser(t.prisma, "hr-xlsx", "hr-password-123");
  await startGeneration({ kind: "hr", hrUserId: hr.id, name: hr.username }, "local");
  await awaitPasswordJobs();
  return { boss, dev, hr };
}

beforeAll(async () => {
  world = await setup();
});

async function download(cookie: string) {
  const req = new NextRequest("http://localhost/api/hr/passwords-xlsx", {
    headers: {
      origin: "http://localhost",
      "sec-fetch-site": "same-origin",
      cookie,
      "x-forwarded-for": "10.1.2.3",
    },
  });
  const res = await xlsx(req, { params: Promise.resolve({}) });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe("GET /api/hr/passwords-xlsx", () => {
  it("downloads employee-passwords-{date}.xlsx: the CSV's columns as text cells, 00123 kept exactly", async () => {
    const { res, bytes } = await download(await hrCookie(world.hr));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="employee-passwords-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Passwords")!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      "HRIS ID",
      "Name",
      "Position",
      "Email",
      "Password",
      "Status",
    ]);
    const rows = [2, 3].map((n) => sheet.getRow(n));
    const boss = rows.find((r) => r.getCell(1).value === "00123")!;
    expect(boss.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(boss.getCell(3).value).toBe("Not Available");
    expect(String(boss.getCell(5).value)).toMatch(/^[A-Za-z2-9]{16}$/);
    expect(boss.getCell(6).value).toBe("Original");
    const dev = rows.find((r) => r.getCell(1).value === "1e5")!;
    // Text, never a formula, and no apostrophe: a workbook keeps the value exactly.
    expect({ type: dev.getCell(2).type, value: dev.getCell(2).value }).toEqual({
      type: ExcelJS.ValueType.String,
      value: '=HYPERLINK("evil")',
    });
    const sheetXml = await (await JSZip.loadAsync(bytes)).file("xl/worksheets/sheet1.xml")!.async("string");
    expect(sheetXml).not.toMatch(/<f[ >]/);
    expect(sheetXml).toContain('<autoFilter ref="A1:F3"/>');
  });

  it("is audited as an .xlsx download naming whose passwords went out, from where", async () => {
    const before = await t.prisma.auditEvent.count({ where: { action: "passwords.xlsx" } });
    await download(await hrCookie(world.hr));
    const events = await t.prisma.auditEvent.findMany({
      where: { action: "passwords.xlsx", actorId: world.hr.id },
      orderBy: { id: "desc" },
    });
    expect(events).toHaveLength(before + 1);
    expect(events[0]!.employeeIds.sort()).toEqual(["00123", "1e5"]);
    expect(events[0]!.ipAddress).toBe("10.1.2.3");
    const trail = await auditTrailFor(t.prisma, "00123");
    expect(trail.map((e) => e.what)).toContain("downloaded the passwords spreadsheet (.xlsx)");
  });

  it("needs a sign-in from the last 15 minutes, like the CSV (401, nothing audited)", async () => {
    const before = await t.prisma.auditEvent.count({ where: { action: "passwords.xlsx" } });
    const stale = await hrCookie(world.hr, { authAt: Math.floor(Date.now() / 1000) - 16 * 60 });
    const { res, bytes } = await download(stale);
    expect(res.status).toBe(401);
    expect(JSON.parse(bytes.toString("utf8"))).toMatchObject({ code: "recent_sign_in_required" });
    expect(await t.prisma.auditEvent.count({ where: { action: "passwords.xlsx" } })).toBe(before);
  });
});

import { GET as readTrail } from "@/app/api/hr/audit-trail/[hrisId]/route";
import { POST as regenerate } from "@/app/api/hr/regeneratePassword/route";
import { GET as passwordsCsv } from "@/app/api/hr/passwords-csv/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createAccount, createEmployee, createHrUser } from "@/tests/helpers/factories";
import { callRoute, hrCookie, managerCookie } from "@/tests/helpers/http";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { shutdownHashPool } from "@/lib/server/passwords/hash-pool";
import type { AuditTrailPageDto } from "@/lib/shared/schemas/audit-trail";

// GET /api/hr/audit-trail/{hrisId}: HR reads one employee's trail, newest first, 20 a page.

const t = useTestDatabase();
afterAll(() => shutdownHashPool());

const read = (hrisId: string, cookie: string | undefined, page?: string) =>
  callRoute(readTrail, `/api/hr/audit-trail/${encodeURIComponent(hrisId)}`, {
    params: { hrisId },
    cookie,
    ...(page === undefined ? {} : { query: { page } }),
  });

describe("GET /api/hr/audit-trail/{hrisId}", () => {
  it("answers HR only: 401 for a guest, 403 for the employee's own manager", async () => {
    const boss = await createEmployee(t.prisma, { name: "Tess Trail" });
    const report = await createEmployee(t.prisma, { name: "Rex Trail", mgrId: boss.hrisId });
    await createAccount(t.prisma, boss);
    expect((await read(report.hrisId, undefined)).status).toBe(401);
    const asManager = await read(report.hrisId, await managerCookie(boss));
    expect(asManager.status).toBe(403);
    expect(asManager.json.message).toBe("This is available to HR administrators only.");
  });

  it("pages newest first in twenties, says when there is more, and keeps other employees out", async () => {
    const hr = await createHrUser(t.prisma, "trail-pager-hr");
    const cookie = await hrCookie(hr);
    const ann = await createEmployee(t.prisma, { hrisId: "TRAIL01", name: "Ann Trail" });
    const other = await createEmployee(t.prisma, { hrisId: "TRAIL02", name: "Ben Trail" });
    const actor = { kind: "hr" as const, hrUserId: hr.id, name: hr.username };
    for (let i = 1; i <= 23; i++) {
      await recordAudit({ action: "email.send", actor, employeeIds: [ann.hrisId], ip: `10.1.0.${i}` });
    }
    await recordAudit({ action: "email.send", actor, employeeIds: [other.hrisId] });

    const first = await read(" trail01 ", cookie);
    expect(first.status).toBe(200);
    const page1 = first.json as unknown as AuditTrailPageDto;
    expect(page1.employee).toEqual({ hrisId: "TRAIL01", name: "Ann Trail" });
    expect(page1.entries).toHaveLength(20);
    expect(page1.hasMore).toBe(true);
    expect(page1.entries[0]).toMatchObject({
      what: "emailed the login details",
      actorKind: "hr",
      actorName: "trail-pager-hr",
      ipAddress: "10.1.0.23",
    });
    const page2 = (await read("TRAIL01", cookie, "2")).json as unknown as AuditTrailPageDto;
    expect(page2.entries.map((e) => e.ipAddress)).toEqual(["10.1.0.3", "10.1.0.2", "10.1.0.1"]);
    expect(page2.hasMore).toBe(false);
    const page3 = (await read("TRAIL01", cookie, "3")).json as unknown as AuditTrailPageDto;
    expect(page3.entries).toEqual([]);
  });

  it("shows the password auditor's trail: regenerated and downloaded, with a bulk event's reach", async () => {
    const hr = await createHrUser(t.prisma, "trail-password-hr");
    const cookie = await hrCookie(hr);
    const carl = await createEmployee(t.prisma, { name: "Carl Creds" });
    await createAccount(t.prisma, carl);
    const regen = await callRoute(regenerate, "/api/hr/regeneratePassword", {
      method: "POST",
      body: { employeeId: carl.hrisId },
      cookie,
    });
    expect(regen.status).toBe(200);
    const csv = await callRoute(passwordsCsv, "/api/hr/passwords-csv", { cookie });
    expect(csv.status).toBe(200);
    const trail = (await read(carl.hrisId, cookie)).json as unknown as AuditTrailPageDto;
    expect(trail.entries.map((e) => e.what)).toEqual([
      "downloaded the passwords CSV",
      "regenerated the password (and saw it)",
    ]);
    expect(trail.entries[0]!.employeeCount).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(trail)).not.toContain((regen.json as { plainPassword: string }).plainPassword);
  });

  it("carries an edit's changed fields and leaves free text out", async () => {
    const hr = await createHrUser(t.prisma, "trail-changes-hr");
    const dee = await createEmployee(t.prisma, { name: "Dee Diff" });
    await recordAudit({
      action: "feedback.status",
      actor: { kind: "hr", hrUserId: hr.id, name: hr.username },
      employeeIds: [dee.hrisId],
      detail: { feedbackId: 7 },
      changes: [
        { field: "status", from: "Open", to: "Closed" },
        { field: "notes", edited: true },
      ],
    });
    const [entry] = ((await read(dee.hrisId, await hrCookie(hr))).json as unknown as AuditTrailPageDto)
      .entries;
    expect(entry).toMatchObject({
      what: "changed the status of feedback",
      facts: { feedbackId: 7 },
      changes: [
        { field: "status", from: "Open", to: "Closed" },
        { field: "notes", edited: true },
      ],
    });
  });

  it("answers 404 for an unknown employee and 400 for a bad page", async () => {
    const hr = await createHrUser(t.prisma, "trail-errors-hr");
    const cookie = await hrCookie(hr);
    const nobody = await read("NOBODY-HERE", cookie);
    expect(nobody.status).toBe(404);
    expect(nobody.json.message).toBe("Employee not found.");
    const emp = await createEmployee(t.prisma, { name: "Pam Page" });
    for (const bad of ["0", "-1", "abc", "501", "2147483648", "1.5"]) {
      const res = await read(emp.hrisId, cookie, bad);
      expect([bad, res.status]).toEqual([bad, 400]);
    }
  });
});

import { GET as listEmployees } from "@/app/api/hr/career-paths/route";
import { PATCH as verifyPath } from "@/app/api/custom-career-path/[id]/route";
import { GET as getCareerPath } from "@/app/api/career-path/[hrisId]/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createEmployee, createHrUser, createOrg } from "@/tests/helpers/factories";
import { callRoute, hrCookie, managerCookie } from "@/tests/helpers/http";
import { createCustomPathRows, createTitles } from "@/tests/helpers/career-factories";
import type { CareerPathResponse, HrCareerEmployeeList } from "@/lib/shared/career-paths/types";
import { HR_LIST_LIMIT } from "@/lib/shared/career-paths/texts";

const t = useTestDatabase();

describe("GET /api/hr/career-paths", () => {
  it("searches by name, HRIS id, title or department (case-insensitive), sorted by name, with the count", async () => {
    const db = t.prisma;
    const hr = await createHrUser(db);
    const cookie = await hrCookie(hr);
    const [title] = await createTitles(db, ["Quokka Wrangler"]);
    await createEmployee(db, { name: "Zed Quinn", hrisId: "QX-900", department: "Quarry Ops" });
    await createEmployee(db, { name: "Amy Quokka", titleId: title!.id, department: "Finance" });
    await createEmployee(db, { name: "Bo Brown", department: "Finance" });
    const search = async (s: string) =>
      (await callRoute(listEmployees, "/api/hr/career-paths", { query: { search: s }, cookie }))
        .json as unknown as HrCareerEmployeeList;

    expect((await search("qx-9")).employees.map((e) => e.name)).toEqual(["Zed Quinn"]);
    expect((await search("QUOKKA")).employees.map((e) => [e.name, e.title])).toEqual([
      ["Amy Quokka", "Quokka Wrangler"],
    ]);
    expect((await search("quarry")).employees.map((e) => e.name)).toEqual(["Zed Quinn"]);
    const finance = await search("finance");
    expect(finance.employees.map((e) => e.name)).toEqual(["Amy Quokka", "Bo Brown"]);
    expect(finance.total).toBe(2);
    expect(await search("no-such-person")).toEqual({ employees: [], total: 0, page: 1, totalPages: 1 });
    const all = await search("");
    expect(all.total).toBe(await db.employee.count());
    const names = all.employees.map((e) => e.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it(`pages through everyone, ${HR_LIST_LIMIT} a page (the list stopped at the first ${HR_LIST_LIMIT}); past the end, the last page`, async () => {
    const db = t.prisma;
    const cookie = await hrCookie(await createHrUser(db));
    for (let i = 0; i < HR_LIST_LIMIT + 5; i++)
      await createEmployee(db, { name: `Pager ${String(i).padStart(3, "0")}`, department: "Paging Dept" });
    const page = async (p: string) =>
      (
        await callRoute(listEmployees, "/api/hr/career-paths", {
          query: { search: "paging dept", page: p },
          cookie,
        })
      ).json as unknown as HrCareerEmployeeList;
    const first = await page("1");
    expect([first.employees.length, first.total, first.page, first.totalPages]).toEqual([
      HR_LIST_LIMIT,
      HR_LIST_LIMIT + 5,
      1,
      2,
    ]);
    const second = await page("2");
    expect(second.employees.map((e) => e.name)).toEqual([
      "Pager 100",
      "Pager 101",
      "Pager 102",
      "Pager 103",
      "Pager 104",
    ]);
    const past = await page("7");
    expect({ ...past, employees: past.employees.length }).toEqual({
      employees: 5,
      total: HR_LIST_LIMIT + 5,
      page: 2,
      totalPages: 2,
    });
    const bad = await callRoute(listEmployees, "/api/hr/career-paths", { query: { page: "0" }, cookie });
    expect(bad.status).toBe(400);
  });
});

describe("PATCH /api/custom-career-path/{id} (HR verification)", () => {
  it("stores who and when on every row of the path, audits it, and the manager sees it; undo clears it", async () => {
    const db = t.prisma;
    const org = await createOrg(db);
    const hr = await createHrUser(db, "verifier-hr");
    const cookie = await hrCookie(hr);
    const [a, b, c] = await createTitles(db, ["Verify A", "Verify B", "Verify C"]);
    const rows = await createCustomPathRows(db, org.leaf.id, [a!.id, b!.id, c!.id]);
    const patch = (isVerified: unknown, id = rows[1]!.id) =>
      callRoute(verifyPath, `/api/custom-career-path/${id}`, {
        method: "PATCH",
        params: { id: String(id) },
        body: { isVerified },
        cookie,
        headers: { "x-forwarded-for": "203.0.113.7" },
      });

    const before = Date.now();
    const res = await patch(true);
    expect(res.status).toBe(200);
    const stored = await db.customCareerPath.findMany({ where: { sessionId: rows[0]!.sessionId } });
    expect(stored.every((r) => r.isVerified && r.verifiedBy === "verifier-hr")).toBe(true);
    expect(stored.every((r) => r.verifiedAt!.getTime() >= before - 1000)).toBe(true);
    const audit = await db.auditEvent.findMany({ where: { action: "career-path.verify" } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorKind: "hr",
      actorId: hr.id,
      actorName: "verifier-hr",
      employeeIds: [org.leaf.hrisId],
      detail: { sessionId: rows[0]!.sessionId, path: "Verify A → Verify B → Verify C" },
    });

    const managerView = await callRoute(getCareerPath, `/api/career-path/${org.leaf.hrisId}`, {
      params: { hrisId: org.leaf.hrisId },
      cookie: await managerCookie(org.top),
    });
    const body = managerView.json as unknown as CareerPathResponse;
    expect(body.customPaths.every((r) => r.isVerified && r.verifiedBy === "verifier-hr")).toBe(true);

    expect((await patch(false)).status).toBe(200);
    const undone = await db.customCareerPath.findMany({ where: { sessionId: rows[0]!.sessionId } });
    expect(undone.every((r) => !r.isVerified && r.verifiedBy === null && r.verifiedAt === null)).toBe(true);
    expect(await db.auditEvent.count({ where: { action: "career-path.unverify" } })).toBe(1);

    expect((await patch("yes")).status).toBe(400);
    expect((await patch(true, 99999999)).status).toBe(404);
    expect(await db.auditEvent.count({ where: { action: { startsWith: "career-path." } } })).toBe(2);
  });

  it("does not verify a path a manager changed since HR saw it (the titles HR saw are sent)", async () => {
    const db = t.prisma;
    const org = await createOrg(db);
    const cookie = await hrCookie(await createHrUser(db, "careful-hr"));
    const [a, b, c] = await createTitles(db, ["Seen A", "Seen B", "Seen C"]);
    // HR opened the page on A → B; a manager has since added B → C to the same path.
    const rows = await createCustomPathRows(db, org.leaf.id, [a!.id, b!.id, c!.id]);
    const verify = (titleSequence: number[]) =>
      callRoute(verifyPath, `/api/custom-career-path/${rows[0]!.id}`, {
        method: "PATCH",
        params: { id: String(rows[0]!.id) },
        body: { isVerified: true, titleSequence },
        cookie,
      });

    const stale = await verify([a!.id, b!.id]);
    expect({ status: stale.status, message: stale.json.message }).toEqual({
      status: 409,
      message:
        "This custom career path was changed since you opened it, and is shown as it now is. Check it before verifying it.",
    });
    expect(
      await db.customCareerPath.count({ where: { sessionId: rows[0]!.sessionId, isVerified: true } }),
    ).toBe(0);
    expect(
      await db.auditEvent.count({ where: { action: "career-path.verify", actorName: "careful-hr" } }),
    ).toBe(0);

    expect((await verify([a!.id, b!.id, c!.id])).status).toBe(200);
    expect(
      await db.customCareerPath.count({ where: { sessionId: rows[0]!.sessionId, isVerified: true } }),
    ).toBe(2);
  });
});

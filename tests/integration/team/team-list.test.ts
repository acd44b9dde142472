import { GET as listTeam } from "@/app/api/employees/[managerHrisId]/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createAccount, createEmployee, createHrUser } from "@/tests/helpers/factories";
import { callRoute, hrCookie, managerCookie } from "@/tests/helpers/http";
import { LEAN_TEAM_FIELDS, type LeanTeamListResponse, type TeamListResponse } from "@/lib/shared/team-types";

const t = useTestDatabase();

// ceo → vp → lead → dev ; vp → analyst ; ceo → vp2 → rep  (and a separate org: boss → stranger)
async function setup() {
  const db = t.prisma;
  const ceo = await createEmployee(db, { name: "Cora Ceo", department: "Executive" });
  const vp = await createEmployee(db, { name: "Vic Vp", mgrId: ceo.hrisId, department: "Engineering" });
  const vp2 = await createEmployee(db, { name: "Val Vp", mgrId: ceo.hrisId, department: "Sales" });
  const lead = await createEmployee(db, { name: "Lee Lead", mgrId: vp.hrisId, department: "Engineering" });
  const analyst = await createEmployee(db, { name: "Ana Analyst", mgrId: vp.hrisId, department: null });
  const dev = await createEmployee(db, {
    name: "Dev Developer",
    mgrId: lead.hrisId,
    department: "Engineering",
  });
  const rep = await createEmployee(db, { name: "Rex Rep", mgrId: vp2.hrisId, department: "Sales" });
  const boss = await createEmployee(db, { name: "Bo Boss" });
  const stranger = await createEmployee(db, { name: "Stan Stranger", mgrId: boss.hrisId });
  for (const m of [ceo, vp, boss]) await createAccount(db, m);
  return { ceo, vp, vp2, lead, analyst, dev, rep, boss, stranger };
}

const get = async (hrisId: string, cookie?: string) =>
  callRoute(listTeam, `/api/employees/${hrisId}`, { params: { managerHrisId: hrisId }, cookie });

describe("GET /api/employees/{managerHrisId}", () => {
  it("lists the whole hierarchy with reportingLevel and directManagerId, the chain and department groups", async () => {
    const o = await setup();
    const res = await get(o.vp.hrisId, await managerCookie(o.vp));
    expect(res.status).toBe(200);
    const body = res.json as unknown as TeamListResponse;
    expect(body.manager).toEqual({ id: o.vp.id, hrisId: o.vp.hrisId, name: "Vic Vp" });
    const byName = Object.fromEntries(body.employees.map((e) => [e.name, e]));
    expect(Object.keys(byName).sort()).toEqual(["Ana Analyst", "Dev Developer", "Lee Lead"]);
    expect(byName["Lee Lead"]).toMatchObject({
      reportingLevel: 1,
      directManagerId: o.vp.id,
      directManagerHrisId: o.vp.hrisId,
      directManagerName: "Vic Vp",
    });
    expect(byName["Dev Developer"]).toMatchObject({
      reportingLevel: 2,
      directManagerId: o.lead.id,
      directManagerName: "Lee Lead",
      email: o.dev.email,
    });
    expect(body.managerChain).toEqual([{ name: "Cora Ceo", hrisId: o.ceo.hrisId }]);
    expect(Object.keys(body.departmentGroups)).toEqual(["Engineering", "No department assigned"]);
    expect(body.departmentGroups["Engineering"].map((e) => e.name)).toEqual(["Dev Developer", "Lee Lead"]);
    expect(body.departmentGroups["No department assigned"].map((e) => e.name)).toEqual(["Ana Analyst"]);
  });

  it("gives the top of the org everyone below, levels 1 to 3, and an empty chain", async () => {
    const o = await setup();
    const res = await get(o.ceo.hrisId, await managerCookie(o.ceo));
    const body = res.json as unknown as TeamListResponse;
    expect(body.employees).toHaveLength(6);
    expect(body.employees.map((e) => e.reportingLevel)).toEqual([1, 1, 2, 2, 2, 3]);
    expect(body.employees.some((e) => e.name === "Stan Stranger")).toBe(false);
    expect(body.managerChain).toEqual([]);
  });

  it("answers a manager with no reports with an empty list", async () => {
    const o = await setup();
    await createAccount(t.prisma, o.dev);
    const res = await get(o.dev.hrisId, await managerCookie(o.dev));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      employees: [],
      departmentGroups: {},
      managerChain: [{ name: "Cora Ceo" }, { name: "Vic Vp" }, { name: "Lee Lead" }],
    });
  });

  it("refuses another manager's list with 403 and no data, even a manager below the caller", async () => {
    const o = await setup();
    const cookie = await managerCookie(o.ceo);
    for (const other of [o.boss, o.vp, { hrisId: "NOPE404" }]) {
      const res = await get(other.hrisId, cookie);
      expect(res.status).toBe(403);
      expect(Object.keys(res.json)).toEqual(["message", "code"]);
    }
  });

  it("answers 401 to a guest, 403 to HR and 400 to an over-long id", async () => {
    const o = await setup();
    expect((await get(o.ceo.hrisId)).status).toBe(401);
    const hr = await createHrUser(t.prisma);
    expect((await get(o.ceo.hrisId, await hrCookie(hr))).status).toBe(403);
    const long = await get("X".repeat(51), await managerCookie(o.ceo));
    expect(long.status).toBe(400);
    expect(long.json.message).toMatch(/too long/);
  });

  it("finishes on a management cycle through the manager (bad HRIS data) without listing anyone twice", async () => {
    const db = t.prisma;
    const a = await createEmployee(db, { name: "Cyc A" });
    const b = await createEmployee(db, { name: "Cyc B", mgrId: a.hrisId });
    await db.employee.update({ where: { id: a.id }, data: { mgrId: b.hrisId } });
    await createAccount(db, a);
    const res = await get(a.hrisId, await managerCookie(a));
    expect(res.status).toBe(200);
    const body = res.json as unknown as TeamListResponse;
    expect(body.employees.map((e) => e.name)).toEqual(["Cyc B"]);
    expect(body.managerChain).toEqual([{ name: "Cyc B", hrisId: b.hrisId }]);
  });

  it("answers the screens' lean variant: the fields they show, no department groups, fewer bytes", async () => {
    const o = await setup();
    const cookie = await managerCookie(o.ceo);
    const lean = await callRoute(listTeam, `/api/employees/${o.ceo.hrisId}?view=lean`, {
      params: { managerHrisId: o.ceo.hrisId },
      cookie,
    });
    const full = await get(o.ceo.hrisId, cookie);
    expect(lean.status).toBe(200);
    const body = lean.json as unknown as LeanTeamListResponse;
    expect(Object.keys(body).sort()).toEqual(["employees", "manager", "managerChain"]);
    expect(body.employees).toHaveLength(6);
    for (const e of body.employees) expect(Object.keys(e).sort()).toEqual([...LEAN_TEAM_FIELDS].sort());
    const fullBody = full.json as unknown as TeamListResponse;
    expect(body.employees).toEqual(
      fullBody.employees.map((e) => Object.fromEntries(LEAN_TEAM_FIELDS.map((f) => [f, e[f]]))),
    );
    expect(JSON.stringify(body).length).toBeLessThan(JSON.stringify(fullBody).length / 2);
    // each variant is its own cached answer, with its own ETag
    expect(lean.headers.get("etag")).not.toEqual(full.headers.get("etag"));
    const again = await get(o.ceo.hrisId, cookie);
    expect(Object.keys(again.json)).toContain("departmentGroups");
  });

  it("refuses an unknown view with 400", async () => {
    const o = await setup();
    const res = await callRoute(listTeam, `/api/employees/${o.ceo.hrisId}?view=everything`, {
      params: { managerHrisId: o.ceo.hrisId },
      cookie: await managerCookie(o.ceo),
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/view/);
  });
});

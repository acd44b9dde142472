import { GET as getEmployee } from "@/app/api/employee/[id]/route";
import { GET as getByHris } from "@/app/api/employee-by-hris/[hrisId]/route";
import { GET as getManager } from "@/app/api/employee-manager/[employeeHrisId]/route";
import { GET as getDebug } from "@/app/api/debug/employee-manager-relationships/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createAccount, createEmployee, createHrUser } from "@/tests/helpers/factories";
import { callRoute, hrCookie, managerCookie } from "@/tests/helpers/http";
import { createTitleWithCompetencies } from "@/tests/helpers/team-factories";

const t = useTestDatabase();

async function org() {
  const db = t.prisma;
  const { title } = await createTitleWithCompetencies(db, [2], `Senior Engineer ${Math.random()}`, 2);
  const boss = await createEmployee(db, { name: "Bea Boss" });
  const lead = await createEmployee(db, { name: "Lou Lead", mgrId: boss.hrisId, titleId: title.id });
  const dev = await createEmployee(db, { name: "Dee Dev", mgrId: lead.hrisId, department: "Platform" });
  await db.employee.update({
    where: { id: dev.id },
    data: { mappedTitle: "Engineer II", startDate: new Date("2021-03-04") },
  });
  const other = await createEmployee(db, { name: "Otto Other" });
  const outsider = await createEmployee(db, { name: "Ola Outside", mgrId: other.hrisId });
  await createAccount(db, boss);
  return { boss, lead, dev, other, outsider, title, cookie: await managerCookie(boss) };
}

describe("GET /api/employee/{id}", () => {
  it("answers an employee of the hierarchy with level, title and direct manager", async () => {
    const o = await org();
    const res = await callRoute(getEmployee, `/api/employee/${o.dev.id}`, {
      params: { id: String(o.dev.id) },
      cookie: o.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      id: o.dev.id,
      hrisId: o.dev.hrisId,
      name: "Dee Dev",
      email: o.dev.email,
      department: "Platform",
      title: "Engineer II",
      titleLevel: null,
      mappedTitle: "Engineer II",
      oldTitle: null,
      startDate: "2021-03-04",
      reportingLevel: 2,
      directManagerId: o.lead.id,
      directManagerHrisId: o.lead.hrisId,
      directManagerName: "Lou Lead",
    });
    const lead = await callRoute(getEmployee, `/api/employee/${o.lead.id}`, {
      params: { id: String(o.lead.id) },
      cookie: o.cookie,
    });
    expect(lead.json).toMatchObject({ title: o.title.name, titleLevel: 2, reportingLevel: 1 });
  });

  it("answers outside, self and unknown alike (404: no id's existence told) and a non-numeric id 400", async () => {
    const o = await org();
    const call = (id: string) =>
      callRoute(getEmployee, `/api/employee/${id}`, { params: { id }, cookie: o.cookie });
    const outside = await call(String(o.outsider.id));
    expect(JSON.stringify(outside.json)).not.toContain("Ola");
    const unknown = await call("2000000000");
    expect(unknown.json).toEqual({ message: "Employee not found.", code: "not_found" });
    expect([outside.status, outside.json]).toEqual([404, unknown.json]);
    expect((await call(String(o.boss.id))).json).toEqual(unknown.json);
    for (const bad of ["abc", "-1", "1.5", "99999999999", "0"]) {
      const res = await call(bad);
      expect([bad, res.status]).toEqual([bad, 400]);
    }
  });

  it("answers 401 to a guest and 403 to HR", async () => {
    const o = await org();
    const params = { id: String(o.dev.id) };
    expect((await callRoute(getEmployee, "/x", { params })).status).toBe(401);
    expect(
      (await callRoute(getEmployee, "/x", { params, cookie: await hrCookie(await createHrUser(t.prisma)) }))
        .status,
    ).toBe(403);
  });
});

describe("GET /api/employee-by-hris/{hrisId}", () => {
  it("answers the name of an employee of the hierarchy, or of the caller", async () => {
    const o = await org();
    const call = (hrisId: string) =>
      callRoute(getByHris, `/api/employee-by-hris/${hrisId}`, { params: { hrisId }, cookie: o.cookie });
    expect((await call(o.dev.hrisId)).json).toEqual({ id: o.dev.id, hrisId: o.dev.hrisId, name: "Dee Dev" });
    expect((await call(o.boss.hrisId)).json).toMatchObject({ name: "Bea Boss" });
    expect((await call(o.outsider.hrisId)).status).toBe(404);
    expect((await call("NOBODY-HERE")).status).toBe(404);
    expect((await call("   ")).status).toBe(400);
  });
});

describe("GET /api/employee-manager/{employeeHrisId}", () => {
  it("answers the direct manager of an employee of the hierarchy", async () => {
    const o = await org();
    const call = (employeeHrisId: string) =>
      callRoute(getManager, `/api/employee-manager/${employeeHrisId}`, {
        params: { employeeHrisId },
        cookie: o.cookie,
      });
    expect((await call(o.dev.hrisId)).json).toEqual({
      id: o.lead.id,
      hrisId: o.lead.hrisId,
      name: "Lou Lead",
      email: o.lead.email,
      title: o.title.name,
      department: "Engineering",
    });
    expect((await call(o.lead.hrisId)).json).toMatchObject({ id: o.boss.id, name: "Bea Boss" });
    expect((await call(o.outsider.hrisId)).status).toBe(404);
    expect((await call(o.boss.hrisId)).status).toBe(404);
    expect((await call("NOBODY-HERE")).status).toBe(404);
  });
});

describe("GET /api/debug/employee-manager-relationships", () => {
  it("counts and groups only the caller's hierarchy, by manager HRIS id", async () => {
    const o = await org();
    const res = await callRoute(getDebug, "/api/debug/employee-manager-relationships", { cookie: o.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      totalEmployees: 2,
      byManager: {
        [o.boss.hrisId]: [
          {
            employeeName: "Lou Lead",
            employeeId: o.lead.hrisId,
            employeeNumericId: o.lead.id,
            job: o.title.name,
            department: "Engineering",
          },
        ],
        [o.lead.hrisId]: [
          {
            employeeName: "Dee Dev",
            employeeId: o.dev.hrisId,
            employeeNumericId: o.dev.id,
            job: "Engineer II",
            department: "Platform",
          },
        ],
      },
      managerNames: { [o.boss.hrisId]: "Bea Boss", [o.lead.hrisId]: "Lou Lead" },
    });
    expect(JSON.stringify(res.json)).not.toContain("Ola Outside");
  });

  it("answers 401 to a guest and 403 to HR", async () => {
    expect((await callRoute(getDebug, "/api/debug/employee-manager-relationships")).status).toBe(401);
    const hr = await createHrUser(t.prisma);
    expect(
      (await callRoute(getDebug, "/api/debug/employee-manager-relationships", { cookie: await hrCookie(hr) }))
        .status,
    ).toBe(403);
  });
});

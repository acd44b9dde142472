import { GET as getCompetencies } from "@/app/api/competencies/[employeeId]/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createEmployee, createHrUser } from "@/tests/helpers/factories";
import { createBehavioralWorld } from "@/tests/helpers/behavioral-factories";
import { callRoute, hrCookie, managerCookie } from "@/tests/helpers/http";

const t = useTestDatabase();

const call = (employeeId: string | number, cookie?: string) =>
  callRoute(getCompetencies, `/api/competencies/${employeeId}`, {
    params: { employeeId: String(employeeId) },
    cookie,
  });

describe("GET /api/competencies/{employeeId}", () => {
  it("lists the competencies of the employee's title in order, with their subcomponents (spec 2 §3 shape)", async () => {
    const w = await createBehavioralWorld(t.prisma, [3, 2]);
    const res = await call(w.report.id, await managerCookie(w.manager));
    expect(res.status).toBe(200);
    const list = res.json as unknown as {
      id: number;
      name: string;
      scDetailId: number;
      description: string;
      subcomponents: { id: number; scDetail: string; description: string }[];
    }[];
    expect(list.map((c) => c.name)).toEqual(w.competencies.map((c) => c.name));
    expect(list[0]).toMatchObject({
      id: w.competencies[0].id,
      scDetailId: w.competencies[0].id,
      description: expect.any(String),
    });
    expect(list[0].subcomponents.map((s) => s.scDetail)).toEqual(
      w.competencies[0].subcomponents.map((s) => s.name),
    );
    expect(list[1].subcomponents).toHaveLength(2);
  });

  it("serves indirect reports too (the whole hierarchy)", async () => {
    const w = await createBehavioralWorld(t.prisma);
    expect((await call(w.deep.id, await managerCookie(w.manager))).status).toBe(200);
  });

  it("answers an empty list for an employee without a title", async () => {
    const w = await createBehavioralWorld(t.prisma);
    const untitled = await createEmployee(t.prisma, { mgrId: w.manager.hrisId });
    const res = await call(untitled.id, await managerCookie(w.manager));
    expect(res.status).toBe(200);
    expect(res.json).toEqual([]);
  });

  it("refuses employees outside the hierarchy and unknown ids alike (404), bad ids (400), guests (401) and HR (403)", async () => {
    const w = await createBehavioralWorld(t.prisma);
    const cookie = await managerCookie(w.manager);
    expect((await call(w.outsider.id, cookie)).status).toBe(404);
    expect((await call(w.manager.id, cookie)).status).toBe(404);
    expect((await call(999_999, cookie)).status).toBe(404);
    expect((await call("abc", cookie)).status).toBe(400);
    expect((await call(w.report.id)).status).toBe(401);
    expect((await call(w.report.id, await hrCookie(await createHrUser(t.prisma)))).status).toBe(403);
  });
});

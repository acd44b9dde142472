import { GET as getCareerPath } from "@/app/api/career-path/[hrisId]/route";
import { POST as createPath } from "@/app/api/career-path/custom/route";
import { DELETE as deletePath, PUT as replacePath } from "@/app/api/career-path/custom/[id]/route";
import { GET as getTitles } from "@/app/api/titles/route";
import { GET as getPathTypes } from "@/app/api/path-types/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createHrUser, createOrg } from "@/tests/helpers/factories";
import { callRoute, hrCookie, managerCookie } from "@/tests/helpers/http";
import {
  createCustomPathRows,
  createStandardPath,
  createTitles,
  ensurePathTypes,
} from "@/tests/helpers/career-factories";
import type { CareerPathResponse, CustomPathWrite, TitleOption } from "@/lib/shared/career-paths/types";
import { MAX_CUSTOM_PATHS } from "@/lib/shared/career-paths/texts";

const t = useTestDatabase();

async function world() {
  const db = t.prisma;
  const org = await createOrg(db);
  await ensurePathTypes(db);
  // Tests share one database: a token unique to this world keeps searches and counts apart.
  const token = `zq${org.top.id}x`;
  const [dev, senior, staff, lead, manager] = await createTitles(db, [
    `Developer ${token}`,
    `Senior Developer ${token}`,
    `Staff Developer ${token}`,
    `Team Lead ${token}`,
    `Engineering Manager ${token}`,
  ]);
  await db.employee.update({ where: { id: org.leaf.id }, data: { titleId: senior!.id } });
  const cookie = await managerCookie(org.top);
  return {
    ...org,
    db,
    cookie,
    token,
    titles: { dev: dev!, senior: senior!, staff: staff!, lead: lead!, manager: manager! },
  };
}

const read = (hrisId: string, cookie: string) =>
  callRoute(getCareerPath, `/api/career-path/${hrisId}`, { params: { hrisId }, cookie });

const create = (cookie: string, body: unknown) =>
  callRoute(createPath, "/api/career-path/custom", { method: "POST", cookie, body });

describe("GET /api/career-path/{hrisId}", () => {
  it("answers the current title, the standard paths through it, custom paths and the form summary", async () => {
    const w = await world();
    const { dev, senior, staff, lead, manager } = w.titles;
    await createStandardPath(w.db, 2, [dev.id, senior.id, staff.id], { isVerified: true, name: "IC Track" });
    await createStandardPath(w.db, 1, [senior.id, lead.id, manager.id], { name: "Management Track" });
    await createStandardPath(w.db, 3, [lead.id, manager.id], { name: "Not through senior" });
    await createCustomPathRows(w.db, w.leaf.id, [senior.id, lead.id, staff.id], { notes: "Try both" });

    const res = await read(w.leaf.hrisId, w.cookie);
    expect(res.status).toBe(200);
    const body = res.json as unknown as CareerPathResponse;
    expect(body.employee).toEqual({
      id: w.leaf.id,
      hrisId: w.leaf.hrisId,
      name: "Lena Leaf",
      title: senior.name,
    });
    expect(body.currentTitle).toEqual({ titleId: senior.id, titleName: senior.name });
    expect(body.standardPaths.map((p) => [p.pathType, p.pathName, p.isVerified])).toEqual([
      ["Management", "Management Track", false],
      ["IC", "IC Track", true],
    ]);
    expect(body.standardPaths[1]!.progression.map((s) => s.titleName)).toEqual([
      dev.name,
      senior.name,
      staff.name,
    ]);
    expect(body.customPaths.map((r) => [r.fromTitleName, r.toTitleName, r.position, r.pathId])).toEqual([
      [senior.name, lead.name, 1, 4],
      [lead.name, staff.name, 2, 4],
    ]);
    expect(body.pathTypes.map((p) => p.name)).toEqual(["Management", "IC", "Alternative", "Custom"]);
    expect(body.cpForm).toEqual({
      standardPath: `${senior.name} → ${lead.name} → ${manager.name}`,
      icPath: `${dev.name} → ${senior.name} → ${staff.name}`,
      altPath: null,
      customPath: `${senior.name} → ${lead.name} → ${staff.name}`,
      notes: "Try both",
    });
  });

  it("lets HR read anyone, refuses a manager outside the hierarchy as an unknown id (404)", async () => {
    const w = await world();
    const hr = await createHrUser(w.db);
    expect((await read(w.outsider.hrisId, await hrCookie(hr))).status).toBe(200);
    const unknown = await read("NOBODY-1", w.cookie);
    expect(unknown.json).toEqual({ message: "Employee not found.", code: "not_found" });
    const outside = await read(w.outsider.hrisId, w.cookie);
    expect([outside.status, outside.json]).toEqual([404, unknown.json]);
    // An employee with no title and no paths: an answer with empty sections, not an error.
    const bare = (await read(w.mid.hrisId, w.cookie)).json as unknown as CareerPathResponse;
    expect([bare.currentTitle, bare.standardPaths, bare.customPaths]).toEqual([null, [], []]);
  });
});

describe("POST /api/career-path/custom", () => {
  it("creates a path of ordered titles as rows of one session", async () => {
    const w = await world();
    const { senior, lead, manager } = w.titles;
    const res = await create(w.cookie, {
      employeeId: w.leaf.id,
      titleSequence: [senior.id, lead.id, manager.id],
      pathId: "4",
      notes: "  Lead first  ",
      verified: true,
    });
    expect(res.status).toBe(200);
    const { sessionId } = res.json as unknown as CustomPathWrite;
    const rows = await w.db.customCareerPath.findMany({ where: { sessionId }, orderBy: { position: "asc" } });
    expect(
      rows.map((r) => [r.titleId, r.nextTitleId, r.position, r.notes, r.verified, r.employeeId]),
    ).toEqual([
      [senior.id, lead.id, 1, "Lead first", true, w.leaf.id],
      [lead.id, manager.id, 2, "Lead first", true, w.leaf.id],
    ]);
    // The employee may also be named by HRIS id.
    const byHris = await create(w.cookie, {
      employeeId: w.leaf.hrisId,
      titleSequence: [lead.id, manager.id],
    });
    expect(byHris.status).toBe(200);
  });

  it("refuses fewer than 2 titles, a repeated title, an unknown title and a standard path type; nothing is stored", async () => {
    const w = await world();
    const { senior, lead } = w.titles;
    const one = await create(w.cookie, { employeeId: w.leaf.id, titleSequence: [senior.id] });
    expect(one.status).toBe(400);
    expect(one.json.message).toContain("Please add at least 2 positions to create a path");
    const repeated = await create(w.cookie, {
      employeeId: w.leaf.id,
      titleSequence: [senior.id, lead.id, senior.id],
    });
    expect(repeated.status).toBe(400);
    expect(repeated.json.message).toContain("A title can appear only once in a path.");
    const unknown = await create(w.cookie, { employeeId: w.leaf.id, titleSequence: [senior.id, 999999] });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe("One of the chosen titles does not exist.");
    const standard = await create(w.cookie, {
      employeeId: w.leaf.id,
      titleSequence: [senior.id, lead.id],
      pathId: 1,
    });
    expect(standard.status).toBe(400);
    const hr = await createHrUser(w.db);
    const asHr = await create(await hrCookie(hr), {
      employeeId: w.leaf.id,
      titleSequence: [senior.id, lead.id],
    });
    expect(asHr.status).toBe(403);
    const outside = await create(w.cookie, {
      employeeId: w.outsider.id,
      titleSequence: [senior.id, lead.id],
    });
    expect(outside.status).toBe(404);
    const mine = [w.leaf.id, w.outsider.id];
    expect(await w.db.customCareerPath.count({ where: { employeeId: { in: mine } } })).toBe(0);
  });
});

describe("the most custom paths one employee can have", () => {
  it("refuses a path past MAX_CUSTOM_PATHS (409, nothing stored) and takes one again after a delete", async () => {
    const w = await world();
    const { senior, lead, manager } = w.titles;
    for (let i = 1; i < MAX_CUSTOM_PATHS; i++)
      await createCustomPathRows(w.db, w.leaf.id, [senior.id, lead.id]);
    const body = { employeeId: w.leaf.id, titleSequence: [lead.id, manager.id] };
    // Two tabs at MAX - 1: one gets the last place, the other is refused.
    const [a, b] = await Promise.all([create(w.cookie, body), create(w.cookie, body)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const refused = await create(w.cookie, body);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      "An employee can have at most 20 custom career paths. Delete one to add another.",
    );
    const paths = () =>
      w.db.customCareerPath.groupBy({ by: ["sessionId"], where: { employeeId: w.leaf.id } });
    expect(await paths()).toHaveLength(MAX_CUSTOM_PATHS);
    // Replacing one is not adding one.
    const first = await w.db.customCareerPath.findFirstOrThrow({ where: { employeeId: w.leaf.id } });
    const replaced = await callRoute(replacePath, `/api/career-path/custom/${first.id}`, {
      method: "PUT",
      params: { id: String(first.id) },
      cookie: w.cookie,
      body: { sessionId: first.sessionId, titleSequence: [senior.id, manager.id] },
    });
    expect(replaced.status).toBe(200);
    const row = await w.db.customCareerPath.findFirstOrThrow({ where: { employeeId: w.leaf.id } });
    const deleted = await callRoute(deletePath, `/api/career-path/custom/${row.id}`, {
      method: "DELETE",
      params: { id: String(row.id) },
      cookie: w.cookie,
    });
    expect(deleted.status).toBe(200);
    expect((await create(w.cookie, body)).status).toBe(200);
    expect(await paths()).toHaveLength(MAX_CUSTOM_PATHS);
  });
});

describe("PUT and DELETE /api/career-path/custom/{id}", () => {
  const put = (cookie: string, id: number, body: unknown) =>
    callRoute(replacePath, `/api/career-path/custom/${id}`, {
      method: "PUT",
      params: { id: String(id) },
      cookie,
      body,
    });

  it("replaces the whole path in one go, under a new session id, and deletes it", async () => {
    const w = await world();
    const { senior, lead, staff, manager } = w.titles;
    const rows = await createCustomPathRows(w.db, w.leaf.id, [senior.id, lead.id, staff.id]);
    const res = await put(w.cookie, rows[1]!.id, {
      sessionId: rows[0]!.sessionId,
      titleSequence: [senior.id, staff.id, lead.id, manager.id],
      notes: "Reordered",
    });
    expect(res.status).toBe(200);
    const { sessionId, customCareerPathIds } = res.json as unknown as CustomPathWrite;
    expect(sessionId).not.toBe(rows[0]!.sessionId);
    expect(customCareerPathIds).toHaveLength(3);
    const after = (await read(w.leaf.hrisId, w.cookie)).json as unknown as CareerPathResponse;
    expect(after.customPaths.map((r) => r.toTitleName)).toEqual([staff.name, lead.name, manager.name]);
    expect(after.cpForm.customPath).toBe([senior, staff, lead, manager].map((x) => x.name).join(" → "));

    const del = await callRoute(deletePath, `/api/career-path/custom/${customCareerPathIds[0]}`, {
      method: "DELETE",
      params: { id: String(customCareerPathIds[0]) },
      cookie: w.cookie,
    });
    expect(del.status).toBe(200);
    expect(await w.db.customCareerPath.count({ where: { employeeId: w.leaf.id } })).toBe(0);
    const again = await callRoute(deletePath, `/api/career-path/custom/${customCareerPathIds[0]}`, {
      method: "DELETE",
      params: { id: String(customCareerPathIds[0]) },
      cookie: w.cookie,
    });
    expect(again.status).toBe(404);
  });

  it("two tabs editing one path: one edit wins whole, the other gets 409, never a mixed path", async () => {
    const w = await world();
    const { senior, lead, staff, manager, dev } = w.titles;
    const rows = await createCustomPathRows(w.db, w.leaf.id, [senior.id, lead.id]);
    const sessionId = rows[0]!.sessionId;
    const [a, b] = await Promise.all([
      put(w.cookie, rows[0]!.id, { sessionId, titleSequence: [senior.id, staff.id, manager.id] }),
      put(w.cookie, rows[0]!.id, { sessionId, titleSequence: [dev.id, lead.id] }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.json.message).toContain("changed or deleted in another window");
    const stored = await w.db.customCareerPath.findMany({ where: { employeeId: w.leaf.id } });
    expect(new Set(stored.map((r) => r.sessionId)).size).toBe(1);
    expect(stored.length === 2 || stored.length === 1).toBe(true);
    // A third edit from a stale tab (old session id) changes nothing.
    const stale = await put(w.cookie, stored[0]!.id, { sessionId, titleSequence: [dev.id, manager.id] });
    expect(stale.status).toBe(409);
    expect(await w.db.customCareerPath.count({ where: { employeeId: w.leaf.id } })).toBe(stored.length);
  });

  it("refuses a manager outside the hierarchy and bad input without changing anything", async () => {
    const w = await world();
    const { senior, lead } = w.titles;
    const rows = await createCustomPathRows(w.db, w.outsider.id, [senior.id, lead.id]);
    const sessionId = rows[0]!.sessionId;
    expect(
      (await put(w.cookie, rows[0]!.id, { sessionId, titleSequence: [lead.id, senior.id] })).status,
    ).toBe(409); // as for a row that is gone: another team's row is not told apart
    const mine = await createCustomPathRows(w.db, w.leaf.id, [senior.id, lead.id]);
    const short = await put(w.cookie, mine[0]!.id, {
      sessionId: mine[0]!.sessionId,
      titleSequence: [lead.id],
    });
    expect(short.status).toBe(400);
    const badId = await callRoute(replacePath, "/api/career-path/custom/abc", {
      method: "PUT",
      params: { id: "abc" },
      cookie: w.cookie,
      body: { sessionId, titleSequence: [lead.id, senior.id] },
    });
    expect(badId.status).toBe(400);
    const ids = [w.leaf.id, w.outsider.id];
    expect(await w.db.customCareerPath.count({ where: { employeeId: { in: ids } } })).toBe(2);
  });
});

describe("GET /api/titles and /api/path-types", () => {
  it("searches titles on the server: case-insensitive substring, by name, bounded", async () => {
    const w = await world();
    await createTitles(w.db, [`100% Owner ${w.token}`, `Under_Score Lead ${w.token}`]);
    const call = (query: Record<string, string>) =>
      callRoute(getTitles, "/api/titles", { query, cookie: w.cookie });
    const dev = (await call({ search: `DEVELOPER ${w.token.toUpperCase()}`, limit: "15" }))
      .json as unknown as TitleOption[];
    expect(dev.map((x) => x.title)).toEqual(
      [w.titles.dev, w.titles.senior, w.titles.staff].map((x) => x.name).sort(),
    );
    expect(dev[0]).toEqual({
      titleId: expect.any(Number),
      title: dev[0]!.title,
      titleLevel: expect.any(Number),
    });
    expect(
      ((await call({ search: `eveloper ${w.token}`, limit: "2" })).json as unknown as TitleOption[]).length,
    ).toBe(2);
    // % and _ are plain characters, not wildcards.
    expect(
      ((await call({ search: `% owner ${w.token}` })).json as unknown as TitleOption[]).map((x) => x.title),
    ).toEqual([`100% Owner ${w.token}`]);
    expect(((await call({ search: "%" })).json as unknown as TitleOption[]).map((x) => x.title)).toEqual([
      `100% Owner ${w.token}`,
    ]);
    expect(((await call({ search: "r_s" })).json as unknown as TitleOption[]).map((x) => x.title)).toEqual([
      `Under_Score Lead ${w.token}`,
    ]);
    expect((await call({ search: "x", limit: "5000" })).status).toBe(400);
    const types = await callRoute(getPathTypes, "/api/path-types", { cookie: w.cookie });
    expect(types.json).toEqual([
      { pathTypeId: 1, name: "Management" },
      { pathTypeId: 2, name: "IC" },
      { pathTypeId: 3, name: "Alternative" },
      { pathTypeId: 4, name: "Custom" },
    ]);
  });
});

import { POST as postStep } from "@/app/api/custom-career-path/route";
import { DELETE as deleteStep } from "@/app/api/custom-career-path/[id]/route";
import { GET as getCareerPath } from "@/app/api/career-path/[hrisId]/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createOrg } from "@/tests/helpers/factories";
import { callRoute, managerCookie } from "@/tests/helpers/http";
import { createCustomPathRows, createTitles, ensurePathTypes } from "@/tests/helpers/career-factories";
import { MAX_CUSTOM_PATHS, MAX_PATH_TITLES } from "@/lib/shared/career-paths/texts";
import { groupCustomPaths } from "@/lib/shared/career-paths/format-path";
import type { CareerPathResponse, CustomPathRow } from "@/lib/shared/career-paths/types";

// The spec's call-per-step family: one POST per consecutive title pair, one shared session id;
// editing deletes the old session's rows and posts the new ones.
const t = useTestDatabase();

async function world(extraTitles = 0) {
  const db = t.prisma;
  const org = await createOrg(db);
  await ensurePathTypes(db);
  const names = ["Step A", "Step B", "Step C", "Step D"];
  for (let i = 0; i < extraTitles; i++) names.push(`Step ${i + 5}`);
  const titles = await createTitles(
    db,
    names.map((n) => `${n} ${org.top.id}`),
  );
  return { ...org, db, cookie: await managerCookie(org.top), ids: titles.map((x) => x.id) };
}

function stepBody(
  w: Awaited<ReturnType<typeof world>>,
  sessionId: string,
  titleId: number,
  nextTitleId: number,
) {
  return {
    titleId: String(titleId),
    nextTitleId: String(nextTitleId),
    pathId: "4",
    hrisId: w.leaf.hrisId,
    companyId: "1",
    employee: w.leaf.name,
    verified: "No",
    sessionId,
  };
}

const post = (cookie: string, body: unknown) =>
  callRoute(postStep, "/api/custom-career-path", { method: "POST", cookie, body });
const del = (cookie: string, id: number) =>
  callRoute(deleteStep, `/api/custom-career-path/${id}`, {
    method: "DELETE",
    params: { id: String(id) },
    cookie,
  });
/** A path of three steps a → b → c → d under `sessionId`, one POST each; their rows. */
async function threeSteps(w: Awaited<ReturnType<typeof world>>, sessionId: string, [a, b, c, d]: number[]) {
  const rows: CustomPathRow[] = [];
  for (const [from, to] of [
    [a!, b!],
    [b!, c!],
    [c!, d!],
  ])
    rows.push((await post(w.cookie, stepBody(w, sessionId, from, to))).json as unknown as CustomPathRow);
  return rows;
}

/** The employee's custom paths as the career path call shows them: title ids and HR's verification. */
async function pathsOf(w: Awaited<ReturnType<typeof world>>) {
  const res = await callRoute(getCareerPath, `/api/career-path/${w.leaf.hrisId}`, {
    params: { hrisId: w.leaf.hrisId },
    cookie: w.cookie,
  });
  return groupCustomPaths((res.json as unknown as CareerPathResponse).customPaths).map((p) => ({
    titles: p.titles.map((x) => x.titleId),
    isVerified: p.isVerified,
  }));
}

describe("POST /api/custom-career-path", () => {
  it("builds a 3-step path from one call per step, all under one session id", async () => {
    const w = await world();
    const [a, b, c, d] = w.ids as [number, number, number, number];
    for (const [from, to] of [
      [a, b],
      [b, c],
      [c, d],
    ] as const) {
      const res = await post(w.cookie, stepBody(w, "session-one", from, to));
      expect(res.status).toBe(200);
    }
    const res = await callRoute(getCareerPath, `/api/career-path/${w.leaf.hrisId}`, {
      params: { hrisId: w.leaf.hrisId },
      cookie: w.cookie,
    });
    const body = res.json as unknown as CareerPathResponse;
    const [path] = groupCustomPaths(body.customPaths);
    expect(path!.titles.map((x) => x.titleId)).toEqual([a, b, c, d]);
    expect(
      body.customPaths.every((r) => r.sessionId === "session-one" && r.pathId === 4 && !r.verified),
    ).toBe(true);
  });

  it("refuses a step that does not continue the path, a repeated title and another employee's session", async () => {
    const w = await world();
    const [a, b, c] = w.ids as [number, number, number];
    expect((await post(w.cookie, stepBody(w, `session-two-${w.top.id}`, a, b))).status).toBe(200);
    const gap = await post(w.cookie, stepBody(w, `session-two-${w.top.id}`, c, a));
    expect(gap.status).toBe(400);
    expect(gap.json.message).toBe("Each step must start at the title where the path currently ends.");
    const back = await post(w.cookie, stepBody(w, `session-two-${w.top.id}`, b, a));
    expect(back.status).toBe(400);
    expect(back.json.message).toBe("A title can appear only once in a path.");
    const same = await post(w.cookie, stepBody(w, `session-two-${w.top.id}`, b, b));
    expect(same.status).toBe(400);
    const otherEmployee = await post(w.cookie, {
      ...stepBody(w, `session-two-${w.top.id}`, b, c),
      hrisId: w.mid.hrisId,
    });
    expect(otherEmployee.status).toBe(409);
    const outside = await post(w.cookie, { ...stepBody(w, "session-out", a, b), hrisId: w.outsider.hrisId });
    expect(outside.status).toBe(404);
    const badSession = await post(w.cookie, stepBody(w, "x", a, b));
    expect(badSession.status).toBe(400);
    expect(await w.db.customCareerPath.count({ where: { employeeId: w.leaf.id } })).toBe(1);
  });

  it(`stops a path at ${MAX_PATH_TITLES} positions, as an edit does (a longer one could never be edited)`, async () => {
    const w = await world(MAX_PATH_TITLES - 4);
    const ids = w.ids;
    for (let i = 0; i + 1 < MAX_PATH_TITLES; i++)
      expect((await post(w.cookie, stepBody(w, "session-long", ids[i]!, ids[i + 1]!))).status).toBe(200);
    const extra = (await createTitles(w.db, [`Step extra ${w.top.id}`]))[0]!.id;
    const tooLong = await post(w.cookie, stepBody(w, "session-long", ids[MAX_PATH_TITLES - 1]!, extra));
    expect({ status: tooLong.status, message: tooLong.json.message }).toEqual({
      status: 400,
      message: `A path can have at most ${MAX_PATH_TITLES} positions.`,
    });
    expect(await w.db.customCareerPath.count({ where: { sessionId: "session-long" } })).toBe(
      MAX_PATH_TITLES - 1,
    );
  });

  it(`opens no path past ${MAX_CUSTOM_PATHS} for one employee (409), but still lengthens one`, async () => {
    const w = await world();
    const [a, b, c] = w.ids as [number, number, number];
    expect((await post(w.cookie, stepBody(w, "session-kept", a, b))).status).toBe(200);
    for (let i = 1; i < MAX_CUSTOM_PATHS; i++) await createCustomPathRows(w.db, w.leaf.id, [b, c]);
    const opened = await post(w.cookie, stepBody(w, "session-one-too-many", a, b));
    expect({ status: opened.status, message: opened.json.message }).toEqual({
      status: 409,
      message: `An employee can have at most ${MAX_CUSTOM_PATHS} custom career paths. Delete one to add another.`,
    });
    expect(await w.db.customCareerPath.count({ where: { sessionId: "session-one-too-many" } })).toBe(0);
    expect((await post(w.cookie, stepBody(w, "session-kept", b, c))).status).toBe(200);
  });

  it("a step added to a path HR verified takes the verification away, and each step is audited", async () => {
    const w = await world();
    const [a, b, c] = w.ids as [number, number, number];
    expect((await post(w.cookie, stepBody(w, "session-audit", a, b))).status).toBe(200);
    await w.db.customCareerPath.updateMany({
      where: { sessionId: "session-audit" },
      data: { isVerified: true, verifiedBy: "hr", verifiedAt: new Date() },
    });
    expect((await post(w.cookie, stepBody(w, "session-audit", b, c))).status).toBe(200);
    expect(await pathsOf(w)).toEqual([{ titles: [a, b, c], isVerified: false }]);
    const audit = await w.db.auditEvent.findMany({
      where: { action: { startsWith: "career-path." }, employeeIds: { has: w.leaf.hrisId } },
      orderBy: { id: "asc" },
    });
    expect(audit.map((r) => [r.action, r.actorId, r.employeeIds])).toEqual([
      ["career-path.create", w.top.id, [w.leaf.hrisId]],
      ["career-path.update", w.top.id, [w.leaf.hrisId]],
    ]);
  });

  it("two concurrent steps for one session never share a position", async () => {
    const w = await world();
    const [a, b, c] = w.ids as [number, number, number];
    expect((await post(w.cookie, stepBody(w, `session-race-${w.top.id}`, a, b))).status).toBe(200);
    const results = await Promise.all([
      post(w.cookie, stepBody(w, `session-race-${w.top.id}`, b, c)),
      post(w.cookie, stepBody(w, `session-race-${w.top.id}`, b, c)),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([
      200,
      results.some((r) => r.status === 400) ? 400 : 409,
    ]);
    const rows = await w.db.customCareerPath.findMany({ where: { sessionId: `session-race-${w.top.id}` } });
    expect(rows.map((r) => r.position).sort()).toEqual([1, 2]);
  });
});

describe("DELETE /api/custom-career-path/{id}", () => {
  it("deleting a middle step splits the path in two honest chains, neither verified any more", async () => {
    // It used to leave A → B and C → D under one path, shown as A → B → D and still 'HR Verified'.
    const w = await world();
    const [a, b, c, d] = w.ids as [number, number, number, number];
    const rows = await threeSteps(w, "session-split", [a, b, c, d]);
    await w.db.customCareerPath.updateMany({
      where: { sessionId: "session-split" },
      data: { isVerified: true, verifiedBy: "hr", verifiedAt: new Date() },
    });
    expect((await del(w.cookie, rows[1]!.customCareerPathId)).status).toBe(200);
    expect(await pathsOf(w)).toEqual([
      { titles: [a, b], isVerified: false },
      { titles: [c, d], isVerified: false },
    ]);
    // Both halves are in the audit trail: the path as cut, and the part that became its own path.
    const audit = await w.db.auditEvent.findMany({
      where: { employeeIds: { has: w.leaf.hrisId }, action: { startsWith: "career-path." } },
      orderBy: { id: "desc" },
      take: 2,
    });
    expect(audit.map((r) => [r.action, r.actorId])).toEqual([
      ["career-path.create", w.top.id],
      ["career-path.update", w.top.id],
    ]);
    expect((await del(w.cookie, rows[1]!.customCareerPathId)).status).toBe(404);
  });

  it(`at ${MAX_CUSTOM_PATHS} paths a middle step is not deleted (409: the split would be one path too many); an end step is`, async () => {
    // Issue 31 item 4: ten such deletions took an employee from 20 paths to 30.
    const w = await world();
    const [a, b, c, d] = w.ids as [number, number, number, number];
    const rows = await threeSteps(w, "session-full", [a, b, c, d]);
    for (let i = 1; i < MAX_CUSTOM_PATHS; i++) await createCustomPathRows(w.db, w.leaf.id, [b, c]);
    const before = await pathsOf(w);
    expect(before).toHaveLength(MAX_CUSTOM_PATHS);
    const split = await del(w.cookie, rows[1]!.customCareerPathId);
    expect({ status: split.status, message: split.json.message }).toEqual({
      status: 409,
      message: `An employee can have at most ${MAX_CUSTOM_PATHS} custom career paths. Delete one to add another.`,
    });
    expect(await pathsOf(w)).toEqual(before);
    // Deleting from either end shortens the path and never splits it: still allowed at the limit.
    expect((await del(w.cookie, rows[2]!.customCareerPathId)).status).toBe(200);
    expect((await del(w.cookie, rows[0]!.customCareerPathId)).status).toBe(200);
    expect(await pathsOf(w)).toHaveLength(MAX_CUSTOM_PATHS);
    expect((await pathsOf(w)).some((p) => p.titles.join() === [b, c].join())).toBe(true);
  });

  it("a step added while a middle step is deleted never leaves a broken chain", async () => {
    const w = await world(1);
    const [a, b, c, d, e] = w.ids as [number, number, number, number, number];
    const rows = await threeSteps(w, "session-race-cut", [a, b, c, d]);
    const [cut, added] = await Promise.all([
      del(w.cookie, rows[1]!.customCareerPathId),
      post(w.cookie, stepBody(w, "session-race-cut", d, e)),
    ]);
    expect(cut.status).toBe(200);
    expect([200, 400]).toContain(added.status);
    for (const path of await pathsOf(w)) {
      const steps = await w.db.customCareerPath.findMany({
        where: { employeeId: w.leaf.id, titleId: { in: path.titles } },
        orderBy: { position: "asc" },
      });
      for (let i = 1; i < steps.length; i++)
        if (steps[i]!.sessionId === steps[i - 1]!.sessionId)
          expect(steps[i]!.titleId).toBe(steps[i - 1]!.nextTitleId);
    }
    expect((await pathsOf(w)).map((p) => p.titles)).toEqual(
      added.status === 200
        ? [
            [a, b],
            [c, d, e],
          ]
        : [
            [a, b],
            [c, d],
          ],
    );
  });

  it("an edit in the spec's way: delete the old session's rows, post the new ones", async () => {
    const w = await world();
    const [a, b, c, d] = w.ids as [number, number, number, number];
    const first = (await post(w.cookie, stepBody(w, "session-old", a, b))).json as unknown as CustomPathRow;
    const second = (await post(w.cookie, stepBody(w, "session-old", b, c))).json as unknown as CustomPathRow;
    for (const row of [first, second]) {
      const res = await callRoute(deleteStep, `/api/custom-career-path/${row.customCareerPathId}`, {
        method: "DELETE",
        params: { id: String(row.customCareerPathId) },
        cookie: w.cookie,
      });
      expect(res.status).toBe(200);
    }
    expect((await post(w.cookie, stepBody(w, "session-new", d, a))).status).toBe(200);
    const rows = await w.db.customCareerPath.findMany({ where: { employeeId: w.leaf.id } });
    expect(rows.map((r) => [r.sessionId, r.titleId, r.nextTitleId])).toEqual([["session-new", d, a]]);
    const gone = await callRoute(deleteStep, `/api/custom-career-path/${first.customCareerPathId}`, {
      method: "DELETE",
      params: { id: String(first.customCareerPathId) },
      cookie: w.cookie,
    });
    expect(gone.status).toBe(404);
  });
});

import { POST as postStep } from "@/app/api/custom-career-path/route";
import { DELETE as deleteStep } from "@/app/api/custom-career-path/[id]/route";
import { GET as getCareerPath } from "@/app/api/career-path/[hrisId]/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createOrg } from "@/tests/helpers/factories";
import { callRoute, managerCookie } from "@/tests/helpers/http";
import { createTitles, ensurePathTypes } from "@/tests/helpers/career-factories";
import { groupCustomPaths } from "@/lib/shared/career-paths/format-path";
import type { CareerPathResponse, CustomPathRow } from "@/lib/shared/career-paths/types";

// The spec's call-per-step family: one POST per consecutive title pair, one shared session id;
// editing deletes the old session's rows and posts the new ones.
const t = useTestDatabase();

async function world() {
  const db = t.prisma;
  const org = await createOrg(db);
  await ensurePathTypes(db);
  const titles = await createTitles(
    db,
    ["Step A", "Step B", "Step C", "Step D"].map((n) => `${n} ${org.top.id}`),
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
    expect(outside.status).toBe(403);
    const badSession = await post(w.cookie, stepBody(w, "x", a, b));
    expect(badSession.status).toBe(400);
    expect(await w.db.customCareerPath.count({ where: { employeeId: w.leaf.id } })).toBe(1);
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

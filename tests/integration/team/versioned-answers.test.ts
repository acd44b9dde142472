import { gunzipSync } from "node:zlib";
import { NextRequest } from "next/server";
import { GET as listTeam } from "@/app/api/employees/[managerHrisId]/route";
import { GET as listStatuses } from "@/app/api/evaluation-status/[managerId]/route";
import { setDatabaseForTests } from "@/lib/server/db/client";
import type { DbHandle } from "@/lib/server/db/db-connect";
import { AnswerCache } from "@/lib/server/answers/answer-cache";
import { setAnswerCacheForTests } from "@/lib/server/answers/versioned-answer";
import { captureSql, useTestDatabase } from "@/tests/helpers/test-db";
import { createAccount, createEmployee } from "@/tests/helpers/factories";
import { callRoute, managerCookie } from "@/tests/helpers/http";
import { createCycle, createEvaluation } from "@/tests/helpers/team-factories";
import type { EvaluationStatus, TeamListResponse } from "@/lib/shared/team-types";

// The two list calls answer from a cache keyed by the data version in PostgreSQL (ADR 0020).
// Two app instances are two database clients with two caches on one database: a write through
// either one shows in the other's next read, and an unchanged answer costs one version read.
const t = useTestDatabase();

type Instance = { handle: DbHandle; cache: AnswerCache };
let a: Instance;
let b: Instance;
let world: Awaited<ReturnType<typeof setup>>;

async function setup() {
  const boss = await createEmployee(t.prisma, { name: "Bo Cache" });
  await createAccount(t.prisma, boss);
  const ann = await createEmployee(t.prisma, { name: "Ann Report", mgrId: boss.hrisId });
  const other = await createEmployee(t.prisma, { name: "Oz Other" });
  await createAccount(t.prisma, other);
  await createEmployee(t.prisma, { mgrId: other.hrisId });
  const cycle = await createCycle(t.prisma);
  return {
    boss,
    ann,
    other,
    cycle,
    cookie: await managerCookie(boss),
    otherCookie: await managerCookie(other),
  };
}

beforeAll(async () => {
  world = await setup();
  a = { handle: t.handle, cache: new AnswerCache() };
  b = { handle: t.openClient(), cache: new AnswerCache() };
});
afterAll(async () => {
  setDatabaseForTests(t.handle);
  setAnswerCacheForTests(undefined);
  await b.handle.close();
});

/** Runs `fn` as one app instance: its own database client and its own answer cache. */
async function on<T>(instance: Instance, fn: () => Promise<T>) {
  setDatabaseForTests(instance.handle);
  setAnswerCacheForTests(instance.cache);
  try {
    return await fn();
  } finally {
    setDatabaseForTests(t.handle);
  }
}

const statuses = (headers: Record<string, string> = {}, cookie = world.cookie) =>
  callRoute(listStatuses, "/x", { params: { managerId: String(world.boss.id) }, cookie, headers });
const team = (headers: Record<string, string> = {}) =>
  callRoute(listTeam, "/x", { params: { managerHrisId: world.boss.hrisId }, cookie: world.cookie, headers });
const annStatus = (json: unknown) => (json as EvaluationStatus[]).find((s) => s.employeeId === world.ann.id)!;

it("serves the cached answer with one version read, and 304 for the ETag the browser holds", async () => {
  const first = await on(a, () => statuses());
  expect(first.status).toBe(200);
  expect(first.headers.get("cache-control")).toBe("private, no-cache");
  const etag = first.headers.get("etag")!;
  expect(etag).toMatch(/^W\/"/);

  const again = await on(a, () => captureSql(() => statuses()));
  expect(again.result.json).toEqual(first.json);
  // the session check and the version read; no hierarchy walk
  expect(again.sql.join("\n")).not.toMatch(/WITH RECURSIVE/);
  expect(again.sql).toEqual([
    expect.stringMatching(/"LoginAccount"/),
    expect.stringMatching(/^\/\* prepared \*\/\s+SELECT "version"::text AS "version" FROM "DataVersion"/),
  ]);

  const revalidated = await on(a, () => statuses({ "if-none-match": etag }));
  expect(revalidated.status).toBe(304);
  expect(revalidated.text).toBe("");
  expect(revalidated.headers.get("etag")).toBe(etag);
});

it("shows a write made through another instance in the next read of this one", async () => {
  const before = await on(a, () => statuses());
  expect(annStatus(before.json).hasEvaluation).toBe(false);
  const etag = before.headers.get("etag")!;
  await on(b, () => statuses()); // B has its own cached copy too

  // Instance B saves an evaluation (its own client, its own transaction).
  await on(b, () =>
    createEvaluation(b.handle.prisma, {
      employeeId: world.ann.id,
      managerId: world.boss.id,
      cycleId: world.cycle.id,
    }),
  );

  const afterOnA = await on(a, () => statuses({ "if-none-match": etag }));
  expect(afterOnA.status).toBe(200);
  expect(afterOnA.headers.get("etag")).not.toBe(etag);
  expect(annStatus(afterOnA.json).hasEvaluation).toBe(true);
  expect(annStatus((await on(b, () => statuses())).json).hasEvaluation).toBe(true);

  // The team list too: B renames Ann, A's next list has the new name.
  expect((await on(a, () => team())).json.employees).toContainEqual(
    expect.objectContaining({ name: "Ann Report" }),
  );
  await b.handle.prisma.employee.update({ where: { id: world.ann.id }, data: { name: "Ann Renamed" } });
  const list = (await on(a, () => team())).json as unknown as TeamListResponse;
  expect(list.employees.map((e) => e.name)).toEqual(["Ann Renamed"]);
});

it("never hands one manager's cached answer to another; ownership is checked first", async () => {
  await on(a, () => statuses());
  const refused = await on(a, () => statuses({}, world.otherCookie));
  expect(refused.status).toBe(403);
  const own = await on(a, () =>
    callRoute(listStatuses, "/x", {
      params: { managerId: String(world.other.id) },
      cookie: world.otherCookie,
    }),
  );
  expect((own.json as unknown as EvaluationStatus[]).map((s) => s.employeeId)).not.toContain(world.ann.id);
});

const rawCall = async (headers: Record<string, string>, cookie = world.cookie) => {
  const req = new NextRequest(`http://localhost/api/evaluation-status/${world.boss.id}`, {
    headers: { cookie, ...headers },
  });
  const res = await listStatuses(req, { params: Promise.resolve({ managerId: String(world.boss.id) }) });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};

it("sends the gzip kept with the cached answer to a client that takes gzip, plain JSON to one that does not", async () => {
  // next.config.ts labels these answers Content-Encoding: gzip (Next drops a handler's own, ADR 0079).
  const plain = await on(a, () => rawCall({ "accept-encoding": "identity" }));
  const json = JSON.parse(plain.bytes.toString("utf8"));
  const zipped = await on(a, () => rawCall({ "accept-encoding": "gzip, deflate, br, zstd" }));
  expect(zipped.res.status).toBe(200);
  expect(JSON.parse(gunzipSync(zipped.bytes).toString("utf8"))).toEqual(json);
  // The bytes kept beside the JSON at this data version, not a compression per request.
  const kept = a.cache.peek(`status-list:${world.boss.hrisId}`)!;
  expect(zipped.bytes.equals(kept.gzip)).toBe(true);
  expect(plain.bytes.equals(kept.body)).toBe(true);
  // A client that refuses gzip gets JSON.
  const refused = await on(a, () => rawCall({ "accept-encoding": "gzip;q=0, br" }));
  expect(refused.bytes.equals(kept.body)).toBe(true);
});

it("gzips the route's error answers too when the client takes gzip: they carry the same label", async () => {
  const refused = await on(a, () => rawCall({ "accept-encoding": "gzip" }, world.otherCookie));
  expect(refused.res.status).toBe(403);
  expect(JSON.parse(gunzipSync(refused.bytes).toString("utf8"))).toMatchObject({ code: "forbidden" });
  const guest = await on(a, () => rawCall({ "accept-encoding": "gzip" }, ""));
  expect(guest.res.status).toBe(401);
  expect(JSON.parse(gunzipSync(guest.bytes).toString("utf8"))).toMatchObject({ code: "unauthenticated" });
});

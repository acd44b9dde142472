import http from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { GET as listTeam } from "@/app/api/employees/[managerHrisId]/route";
import { GET as listStatuses } from "@/app/api/evaluation-status/[managerId]/route";
import { AnswerCache } from "@/lib/server/answers/answer-cache";
import {
  ADDRESSES_PER_ACCOUNT,
  MAX_REMEMBERED_URL_LENGTH,
  answerInFront,
  forgetAnswerAddresses,
  rememberedAddressCount,
} from "@/lib/server/answers/front-answers";
import { OUTAGE_PAUSE_MS } from "@/lib/server/answers/front-session";
import { setAnswerCacheForTests } from "@/lib/server/answers/versioned-answer";
import { installFrontCompression } from "@/lib/server/http/front-compression";
import { setDatabaseForTests } from "@/lib/server/db";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createAccount, createEmployee } from "@/tests/helpers/factories";
import { managerCookie } from "@/tests/helpers/http";
import { createCycle } from "@/tests/helpers/team-factories";

// Issue 12: a team lead's list costs what Next costs (12–27× a bare node:http server), not what its
// query costs. A cached answer asked for again by the same account is answered in front of Next
// (ADR 0020), after the same session and data-version reads the route makes. Here a real
// http.Server with the production front layer installed hands what it does not answer to a
// stand-in for Next that calls the real route handlers, and counts what reaches it.
const t = useTestDatabase();

let server: http.Server;
let base: string;
let reachedNext = 0;

const ROUTES: [RegExp, (req: NextRequest, id: string) => Promise<Response>][] = [
  [
    /^\/api\/employees\/([^/?]+)/,
    (req, id) => listTeam(req, { params: Promise.resolve({ managerHrisId: id }) }),
  ],
  [
    /^\/api\/evaluation-status\/([^/?]+)/,
    (req, id) => listStatuses(req, { params: Promise.resolve({ managerId: id }) }),
  ],
];

/** What Next would do: the route handler's Response, written to the socket. */
async function standInForNext(req: http.IncomingMessage, res: http.ServerResponse) {
  reachedNext++;
  const found = ROUTES.map(([pattern, handler]) => [pattern.exec(req.url!), handler] as const).find(
    ([m]) => m,
  );
  if (!found) return res.writeHead(404).end();
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (typeof value === "string") headers.set(name, value);
  const response = await found[1](
    new NextRequest(`http://localhost${req.url}`, { headers }),
    decodeURIComponent(found[0]![1]!),
  );
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.writeHead(response.status);
  res.end(Buffer.from(await response.arrayBuffer()));
}

beforeAll(async () => {
  installFrontCompression(answerInFront);
  server = http.createServer((req, res) => void standInForNext(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  installFrontCompression(); // no responder for the other files of this worker
  setAnswerCacheForTests(undefined);
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  setAnswerCacheForTests(new AnswerCache());
  forgetAnswerAddresses();
});

async function world() {
  const boss = await createEmployee(t.prisma, { name: "Fran Front" });
  const ann = await createEmployee(t.prisma, { name: "Ann Ahead", mgrId: boss.hrisId });
  const other = await createEmployee(t.prisma, { name: "Olga Other" });
  await createAccount(t.prisma, boss);
  await createAccount(t.prisma, other);
  await createCycle(t.prisma);
  return { boss, ann, other, cookie: await managerCookie(boss), otherCookie: await managerCookie(other) };
}

async function get(path: string, cookie: string, headers: Record<string, string> = {}) {
  const before = reachedNext;
  const res = await fetch(base + path, { headers: { cookie, ...headers } });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, throughNext: reachedNext > before };
}

const names = (text: string) =>
  (JSON.parse(text) as { employees: { name: string }[] }).employees.map((e) => e.name);

it("answers the same account's same address again without Next: same bytes, ETag and headers, and 304", async () => {
  const w = await world();
  const path = `/api/employees/${w.boss.hrisId}?view=lean`;
  const first = await get(path, w.cookie);
  expect(first).toMatchObject({ status: 200, throughNext: true });
  expect(names(first.text)).toEqual(["Ann Ahead"]);

  const again = await get(path, w.cookie);
  expect(again).toMatchObject({ status: 200, throughNext: false, text: first.text });
  for (const name of ["etag", "cache-control", "vary", "content-type"])
    expect(again.headers.get(name)).toBe(first.headers.get(name));
  expect(again.headers.get("x-content-type-options")).toBe("nosniff");
  expect(again.headers.get("x-frame-options")).toBe("DENY");
  expect(again.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

  const revalidated = await get(path, w.cookie, { "if-none-match": first.headers.get("etag")! });
  expect(revalidated).toMatchObject({ status: 304, throughNext: false, text: "" });

  // Another address (the spec's full shape, the status call) is Next's the first time.
  expect((await get(`/api/employees/${w.boss.hrisId}`, w.cookie)).throughNext).toBe(true);
  expect((await get(`/api/evaluation-status/${w.boss.id}`, w.cookie)).throughNext).toBe(true);
  expect((await get(`/api/evaluation-status/${w.boss.id}`, w.cookie)).throughNext).toBe(false);
});

it("sends the first request after a write to Next, and its answer shows the write", async () => {
  const w = await world();
  const path = `/api/employees/${w.boss.hrisId}?view=lean`;
  await get(path, w.cookie);
  const etag = (await get(path, w.cookie)).headers.get("etag")!;
  await t.prisma.employee.update({ where: { id: w.ann.id }, data: { name: "Ann Renamed" } });

  const after = await get(path, w.cookie, { "if-none-match": etag });
  expect(after).toMatchObject({ status: 200, throughNext: true });
  expect(names(after.text)).toEqual(["Ann Renamed"]);
  expect(await get(path, w.cookie)).toMatchObject({ throughNext: false, text: after.text });
});

it("never answers another account's request for the same address: Next refuses it, every time", async () => {
  const w = await world();
  const path = `/api/employees/${w.boss.hrisId}?view=lean`;
  await get(path, w.cookie);
  expect((await get(path, w.cookie)).throughNext).toBe(false);
  for (let i = 0; i < 2; i++)
    expect(await get(path, w.otherCookie)).toMatchObject({ status: 403, throughNext: true });
  expect(await get(path, "")).toMatchObject({ status: 401, throughNext: true });
});

it("leaves an ended session, a pending password change and a session due for renewal to Next", async () => {
  const w = await world();
  const path = `/api/evaluation-status/${w.boss.id}`;
  await get(path, w.cookie);
  expect((await get(path, w.cookie)).throughNext).toBe(false);

  // Signed out elsewhere (the account's session version moved on): refused, not answered.
  await t.prisma.loginAccount.update({ where: { employeeId: w.boss.id }, data: { sessionVersion: 2 } });
  expect(await get(path, w.cookie)).toMatchObject({ status: 401, throughNext: true });
  const signedInAgain = await managerCookie(w.boss, { ver: 2 });
  await get(path, signedInAgain);
  expect((await get(path, signedInAgain)).throughNext).toBe(false);

  // A distributed password not yet changed: the route refuses every call but the change.
  await t.prisma.loginAccount.update({
    where: { employeeId: w.boss.id },
    data: { mustChangePassword: true },
  });
  expect(await get(path, signedInAgain)).toMatchObject({ status: 403, throughNext: true });
  await t.prisma.loginAccount.update({
    where: { employeeId: w.boss.id },
    data: { mustChangePassword: false },
  });

  // Last used six minutes ago: the route answers and re-issues the cookie.
  const due = await managerCookie(w.boss, { ver: 2, seenAt: Math.floor(Date.now() / 1000) - 6 * 60 });
  const renewed = await get(path, due);
  expect(renewed).toMatchObject({ status: 200, throughNext: true });
  expect(renewed.headers.get("set-cookie")).toMatch(/yardstick\.session=/);
});

it("reads the session cookie as Next does: a second cookie of the same name, or a spaced name, is the route's to refuse", async () => {
  const w = await world();
  const path = `/api/employees/${w.boss.hrisId}?view=lean`;
  const [name, token] = [w.cookie.slice(0, w.cookie.indexOf("=")), w.cookie.slice(w.cookie.indexOf("=") + 1)];
  await get(path, w.cookie);
  expect((await get(path, w.cookie)).throughNext).toBe(false);
  // Next lets the last of two same-named cookies win, and reads no cookie named "name " at all.
  expect(await get(path, `${name}=${token}; ${name}=not-a-token`)).toMatchObject({
    status: 401,
    throughNext: true,
  });
  expect(await get(path, `${name} =${token}`)).toMatchObject({ status: 401, throughNext: true });
  expect(await get(path, `${name}=not-a-token; ${name}=${token}`)).toMatchObject({
    status: 200,
    throughNext: false,
  });
});

it("bounds what it remembers per account: query keys the route ignores push out only that account's addresses", async () => {
  const w = await world();
  const own = `/api/evaluation-status/${w.other.id}`;
  await get(own, w.otherCookie);
  expect((await get(own, w.otherCookie)).throughNext).toBe(false);

  // The boss asks for the same list under many made-up addresses (the route ignores unknown keys).
  const made = (i: number) => `/api/employees/${w.boss.hrisId}?view=lean&junk=${i}`;
  for (let i = 0; i < ADDRESSES_PER_ACCOUNT + 4; i++)
    expect(await get(made(i), w.cookie)).toMatchObject({ status: 200, throughNext: true });
  expect(rememberedAddressCount()).toBe(ADDRESSES_PER_ACCOUNT + 1);
  expect((await get(made(ADDRESSES_PER_ACCOUNT + 3), w.cookie)).throughNext).toBe(false);
  expect((await get(made(0), w.cookie)).throughNext).toBe(true); // the boss's oldest went
  expect((await get(own, w.otherCookie)).throughNext).toBe(false); // the other manager's stayed

  // An address longer than any list's is answered by Next every time, never remembered.
  const long = `/api/employees/${w.boss.hrisId}?view=lean&pad=${"x".repeat(MAX_REMEMBERED_URL_LENGTH)}`;
  for (let i = 0; i < 2; i++)
    expect(await get(long, w.cookie)).toMatchObject({ status: 200, throughNext: true });
});

it("while the database is out, the route answers its 503 at once: the front does not make each request wait twice", async () => {
  const w = await world();
  const path = `/api/evaluation-status/${w.boss.id}`;
  await get(path, w.cookie);
  expect((await get(path, w.cookie)).throughNext).toBe(false);

  let reads = 0;
  const refused = () => {
    reads++;
    return Promise.reject(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "P1001" }));
  };
  const down = new Proxy(t.prisma, {
    get: (real, prop) => (prop === "$queryRaw" ? refused : Reflect.get(real, prop)),
  });
  setDatabaseForTests({ ...t.handle, prisma: down as typeof t.prisma });
  try {
    // The front tries once, then the route: 503 with Retry-After.
    const first = await get(path, w.cookie);
    expect(first).toMatchObject({ status: 503, throughNext: true });
    expect(first.headers.get("retry-after")).toBe("5");
    expect(reads).toBe(2);
    // For the next moment the front leaves it to the route alone.
    expect(await get(path, w.cookie)).toMatchObject({ status: 503, throughNext: true });
    expect(reads).toBe(3);
  } finally {
    setDatabaseForTests(t.handle);
  }
  await new Promise((r) => setTimeout(r, OUTAGE_PAUSE_MS));
  expect(await get(path, w.cookie)).toMatchObject({ status: 200, throughNext: false });
});

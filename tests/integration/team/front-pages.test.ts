import http from "node:http";
import zlib from "node:zlib";
import type { AddressInfo } from "node:net";
import { answerInFront } from "@/lib/server/answers/front-answers";
import {
  FRONT_TIMING,
  MAX_PAGE_AGE_MS,
  MAX_PAGE_BYTES,
  answerPageInFront,
  forgetPages,
  keptPageCount,
  pagesSettled,
} from "@/lib/server/answers/front-pages";
import { validateSession } from "@/lib/server/auth/session";
import { decodeSessionToken, needsRenewal, sessionCookieName } from "@/lib/server/auth/session-token";
import { managerHomeData } from "@/lib/server/employees/manager-home-data";
import { installFrontCompression } from "@/lib/server/http/front-compression";
import { createNonce, pageSecurityHeaders } from "@/lib/server/http/security-headers";
import { captureSql, useTestDatabase } from "@/tests/helpers/test-db";
import { createAccount, createEmployee, createHrUser } from "@/tests/helpers/factories";
import { hrCookie, managerCookie } from "@/tests/helpers/http";

// Issue 12: `GET /` cost a full render every time (140–192 ms p50 at 16 connections, 5× a static
// file through Next), though the manager home's HTML depends only on the account, its token's name,
// what the page reads (managerHomeData) and the nonce. Here a real http.Server with the production front layer installed
// hands what it does not answer to a stand-in for Next that renders a home page the way Next does
// (the proxy's nonce in the policy, the Link header and the scripts; the session and profile reads;
// a redirect, a renewed cookie or a 404 where the page would give one), and counts what reaches it.
const t = useTestDatabase();

let server: http.Server;
let base: string;
let reachedNext = 0;

async function standInForNext(req: http.IncomingMessage, res: http.ServerResponse) {
  reachedNext++;
  const nonce = createNonce();
  for (const [name, value] of Object.entries(pageSecurityHeaders(nonce))) res.setHeader(name, value);
  res.setHeader("X-Request-Id", crypto.randomUUID());
  const token = /yardstick\.session=([^;]+)/.exec(req.headers.cookie ?? "")?.[1];
  const claims = await decodeSessionToken(token);
  const session = await validateSession(claims);
  if (!session) return res.writeHead(307, { location: "/login" }).end();
  if (session.kind === "hr") return res.writeHead(307, { location: "/hr-dashboard" }).end();
  if (session.mustChangePassword) return res.writeHead(307, { location: "/change-password" }).end();
  if (needsRenewal(session)) res.setHeader("Set-Cookie", `${sessionCookieName()}=renewed; Path=/`);
  const { profile } = await managerHomeData(session.employeeId);
  // Someone saves while this page renders (any write moves the data version).
  if (profile?.name.startsWith("Busy"))
    await t.prisma.employee.updateMany({
      where: { NOT: { name: { startsWith: "Busy" } } },
      data: { department: `Moved ${reachedNext}` },
    });
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "private, no-cache, no-store, max-age=0, must-revalidate");
  res.setHeader("Vary", "rsc, next-router-state-tree, next-router-prefetch, Accept-Encoding");
  res.setHeader("Link", `</_next/static/chunks/app.css>; rel=preload; as="style"; nonce="${nonce}"`);
  // What the page never sends, and must never be kept if it did: a 404 page, a cookie set while
  // rendering, a page cut short.
  if (!profile || profile.name.startsWith("Missing"))
    return res.writeHead(404).end(`<html><script nonce="${nonce}"></script>Not found</html>`);
  if (profile.name.startsWith("Cookie")) res.setHeader("Set-Cookie", "other=1; Path=/");
  if (profile.name.startsWith("Cut")) {
    res.writeHead(200);
    return res.end(`<!DOCTYPE html><html><head><script nonce="${nonce}" src="/a.js"></script>`);
  }
  res.writeHead(200);
  // Streamed in pieces, as Next sends a page; the nonce in the scripts and in the flight data.
  res.write(`<!DOCTYPE html><html><head><script nonce="${nonce}" src="/a.js"></script></head>`);
  res.write(`<body><header>${session.name}</header><h2>${profile.name}</h2><p>${profile.title}</p>`);
  const padding = profile.name.startsWith("Big") ? "x".repeat(MAX_PAGE_BYTES) : "";
  res.end(
    `<script nonce="${nonce}">self.__next_f.push([1,"{\\"nonce\\":\\"${nonce}\\"}"])</script>${padding}</body></html>`,
  );
}

beforeAll(async () => {
  installFrontCompression(async (req, res) => (await answerInFront(req, res)) || answerPageInFront(req, res));
  server = http.createServer((req, res) => void standInForNext(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  installFrontCompression(); // no responder for the other files of this worker
  forgetPages();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(async () => {
  await pagesSettled(); // nothing of the last test lands in this one
  forgetPages();
});

async function world() {
  const boss = await createEmployee(t.prisma, { name: "Paula Page" });
  await createEmployee(t.prisma, { name: "Ann Ahead", mgrId: boss.hrisId });
  const other = await createEmployee(t.prisma, { name: "Olga Other" });
  await createAccount(t.prisma, boss);
  await createAccount(t.prisma, other);
  return { boss, other, cookie: await managerCookie(boss), otherCookie: await managerCookie(other) };
}

async function get(path: string, cookie: string, headers: Record<string, string> = {}, method = "GET") {
  const before = reachedNext;
  const res = await fetch(base + path, { method, headers: { cookie, ...headers }, redirect: "manual" });
  const text = await res.text();
  // The page is kept just after its answer has gone (one more read): the next request finds it.
  await pagesSettled();
  return { status: res.status, headers: res.headers, text, throughNext: reachedNext > before };
}

const policyNonce = (headers: Headers) =>
  /'nonce-([^']+)'/.exec(headers.get("content-security-policy") ?? "")?.[1];

it("answers the same manager's home page again without Next: the same page with a fresh nonce everywhere", async () => {
  const w = await world();
  const first = await get("/", w.cookie, { "accept-encoding": "gzip" });
  expect(first).toMatchObject({ status: 200, throughNext: true });
  const again = await get("/", w.cookie, { "accept-encoding": "gzip" });
  expect(again).toMatchObject({ status: 200, throughNext: false });
  expect(again.text).toContain("<h2>Paula Page</h2>");

  const [n1, n2] = [policyNonce(first.headers)!, policyNonce(again.headers)!];
  expect(n2).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(n2).not.toBe(n1);
  // Every place the first answer had its nonce, the second has its own, and the old one nowhere.
  expect(again.text.split(n2).length).toBe(first.text.split(n1).length);
  expect(again.text.split(n2).length).toBe(4);
  expect(again.text).not.toContain(n1);
  expect(again.text.replaceAll(n2, "N")).toBe(first.text.replaceAll(n1, "N"));
  expect(again.headers.get("link")).toContain(`nonce="${n2}"`);
  for (const name of ["cache-control", "vary", "content-type", "content-encoding"])
    expect(again.headers.get(name)).toBe(first.headers.get(name));
  expect(again.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  // Marked as not rendered (the browser's network panel shows it), with its length.
  expect(first.headers.get("server-timing")).toBeNull();
  expect(again.headers.get("server-timing")).toBe(FRONT_TIMING);
  expect(Number(again.headers.get("content-length"))).toBeGreaterThan(100);
  expect(again.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));

  // A third request gets yet another nonce; compressed as the client prefers, or not at all.
  const third = await get("/", w.cookie, { "accept-encoding": "gzip, br" });
  expect(third).toMatchObject({
    throughNext: false,
    text: again.text.replaceAll(n2, policyNonce(third.headers)!),
  });
  expect([n1, n2]).not.toContain(policyNonce(third.headers));
  expect(third.headers.get("content-encoding")).toBe("gzip");
  const plain = await get("/", w.cookie, { "accept-encoding": "identity" });
  expect(plain).toMatchObject({
    throughNext: false,
    text: again.text.replaceAll(n2, policyNonce(plain.headers)!),
  });
  expect(plain.headers.get("content-encoding")).toBeNull();
});

it("sends later answers from the page compressed once, each decompressing to the page with its own nonce", async () => {
  const w = await world();
  const first = await get("/", w.cookie);
  const answers: { nonce: string; html: string; os: number }[] = [];
  for (let i = 0; i < 5; i++) {
    const raw = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(
        `${base}/`,
        { headers: { cookie: w.cookie, "accept-encoding": "gzip, deflate, br, zstd" } },
        resolve,
      ),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of raw) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    expect(raw.headers["content-encoding"]).toBe("gzip");
    answers.push({
      nonce: /'nonce-([^']+)'/.exec(String(raw.headers["content-security-policy"]))![1]!,
      html: zlib.gunzipSync(body).toString(),
      os: body[9]!, // the gzip header's OS byte: 255 from the page's stored compression, 3 from zlib per answer
    });
    await pagesSettled();
  }
  const n1 = policyNonce(first.headers)!;
  for (const answer of answers) expect(answer.html).toBe(first.text.replaceAll(n1, answer.nonce));
  expect(new Set(answers.map((a) => a.nonce)).size).toBe(5);
  expect(answers.at(-1)!.os).toBe(255);
});

it("sends the first home page after a write to Next, and it shows the write", async () => {
  const w = await world();
  await get("/", w.cookie);
  expect((await get("/", w.cookie)).throughNext).toBe(false);
  await t.prisma.employee.update({ where: { id: w.boss.id }, data: { name: "Paula Renamed" } });

  const after = await get("/", w.cookie);
  expect(after).toMatchObject({ status: 200, throughNext: true });
  expect(after.text).toContain("<h2>Paula Renamed</h2>");
  expect(await get("/", w.cookie)).toMatchObject({
    throughNext: false,
    text: expect.stringContaining("Paula Renamed"),
  });
});

it("keeps the page through writes that change nothing it shows, but not one rendered while a write committed", async () => {
  const w = await world();
  await get("/", w.cookie);
  // Nothing written since: the session check alone (which reads the data version).
  const quiet = await captureSql(() => get("/", w.cookie));
  expect(quiet.result.throughNext).toBe(false);
  expect(quiet.sql).toHaveLength(1);
  // Someone else renamed: the page's own read finds its card unchanged, and the page is sent again.
  await t.prisma.employee.update({ where: { id: w.other.id }, data: { name: "Olga Renamed" } });
  const after = await captureSql(() => get("/", w.cookie));
  expect(after.result).toMatchObject({ throughNext: false, text: expect.stringContaining("Paula Page") });
  expect(after.sql).toHaveLength(2);
  expect((await captureSql(() => get("/", w.cookie))).sql).toHaveLength(1);

  const busy = await createEmployee(t.prisma, { name: "Busy Bee" });
  await createAccount(t.prisma, busy);
  const cookie = await managerCookie(busy);
  for (let i = 0; i < 3; i++)
    expect(await get("/", cookie)).toMatchObject({ status: 200, throughNext: true });
});

it("keeps each manager's own page: another account, or another name in the token, is rendered by Next", async () => {
  const w = await world();
  await get("/", w.cookie);
  const others = await get("/", w.otherCookie);
  expect(others).toMatchObject({ status: 200, throughNext: true });
  expect(others.text).toContain("<h2>Olga Other</h2>");
  expect(others.text).not.toContain("Paula");
  expect((await get("/", w.otherCookie)).text).toContain("<h2>Olga Other</h2>");
  expect(keptPageCount()).toBe(2);

  // A token issued under another name (signed in before an HR rename) shows its own name.
  const renamedToken = await managerCookie({ ...w.boss, name: "Paula Token" });
  const mine = await get("/", renamedToken);
  expect(mine).toMatchObject({
    throughNext: true,
    text: expect.stringContaining("<header>Paula Token</header>"),
  });
});

it("leaves guests, HR, an ended session, a pending password change and a session due for renewal to Next, and keeps none of them", async () => {
  const w = await world();
  const hr = await createHrUser(t.prisma);
  const hrSession = await hrCookie(hr);
  for (let i = 0; i < 2; i++) {
    expect(await get("/", "")).toMatchObject({ status: 307, throughNext: true });
    expect(await get("/", hrSession)).toMatchObject({ status: 307, throughNext: true });
  }

  // Due for renewal: Next answers and re-issues the cookie, every time, and nothing is kept.
  const due = await managerCookie(w.boss, { seenAt: Math.floor(Date.now() / 1000) - 6 * 60 });
  for (let i = 0; i < 2; i++) {
    const renewed = await get("/", due);
    expect(renewed).toMatchObject({ status: 200, throughNext: true });
    expect(renewed.headers.get("set-cookie")).toMatch(/yardstick\.session=renewed/);
  }
  expect(keptPageCount()).toBe(0);
  expect(await get("/", "")).toMatchObject({ status: 307, throughNext: true });

  await get("/", w.cookie);
  expect((await get("/", w.cookie)).throughNext).toBe(false);
  // Signed out elsewhere (the session version moved on): Next's redirect, not the kept page.
  await t.prisma.loginAccount.update({ where: { employeeId: w.boss.id }, data: { sessionVersion: 2 } });
  expect(await get("/", w.cookie)).toMatchObject({ status: 307, throughNext: true });
  // A distributed password not yet changed goes to Next (which sends it to Change Password).
  const again = await managerCookie(w.boss, { ver: 2 });
  await t.prisma.loginAccount.update({
    where: { employeeId: w.boss.id },
    data: { mustChangePassword: true },
  });
  expect((await get("/", again)).throughNext).toBe(true);
  expect((await get("/", again)).throughNext).toBe(true);
});

it("answers only a browser's request for the page itself: not the router's payloads, other addresses or methods", async () => {
  const w = await world();
  await get("/", w.cookie);
  expect((await get("/", w.cookie)).throughNext).toBe(false);
  const routerRequests: Record<string, string>[] = [
    { rsc: "1" },
    { "next-router-prefetch": "1" },
    { "next-router-state-tree": "%5B%5D" },
  ];
  for (const headers of routerRequests) expect((await get("/", w.cookie, headers)).throughNext).toBe(true);
  expect((await get("/?_rsc=abc", w.cookie)).throughNext).toBe(true);
  expect((await get("/", w.cookie, {}, "HEAD")).throughNext).toBe(true);
});

it("keeps no 404, no page that set a cookie and no page cut short: Next renders them every time", async () => {
  for (const name of ["Missing Page", "Cookie Page", "Cut Page"]) {
    const person = await createEmployee(t.prisma, { name });
    await createAccount(t.prisma, person);
    const cookie = await managerCookie(person);
    for (let i = 0; i < 2; i++) expect((await get("/", cookie)).throughNext).toBe(true);
  }
  expect(keptPageCount()).toBe(0);
});

it("renders a kept page again once it is ten minutes old, whatever its inputs say", async () => {
  const w = await world();
  await get("/", w.cookie);
  expect((await get("/", w.cookie)).throughNext).toBe(false);
  const later = Date.now() + MAX_PAGE_AGE_MS + 1;
  const clock = jest.spyOn(Date, "now").mockReturnValue(later);
  try {
    // Browsing renewed the session meanwhile (a session unused for 5 minutes goes to Next anyway).
    const renewed = await managerCookie(w.boss, { seenAt: Math.floor(later / 1000) });
    expect((await get("/", renewed)).throughNext).toBe(true);
    expect((await get("/", renewed)).throughNext).toBe(false);
  } finally {
    clock.mockRestore();
  }
});

it("keeps no page larger than its bound: Next renders it every time", async () => {
  const big = await createEmployee(t.prisma, { name: "Big Page" });
  await createAccount(t.prisma, big);
  const cookie = await managerCookie(big);
  for (let i = 0; i < 2; i++) {
    const page = await get("/", cookie);
    expect(page).toMatchObject({ status: 200, throughNext: true });
    expect(page.text.length).toBeGreaterThan(MAX_PAGE_BYTES);
  }
  expect(keptPageCount()).toBe(0);
});

import "server-only";
import type http from "node:http";
import zlib from "node:zlib";
import { ByteBoundedCache } from "@/lib/server/answers/byte-bounded-cache";
import { readDataVersion } from "@/lib/server/answers/data-version";
import { checkFrontSession, frontClaims, headerOf } from "@/lib/server/answers/front-session";
import { sessionAccountOf } from "@/lib/server/auth/session-token";
import { managerHomeData } from "@/lib/server/employees/manager-home-data";
import {
  filledParts,
  gzipFilled,
  gzipWithHoles,
  type GzipWithHoles,
} from "@/lib/server/answers/gzip-with-holes";
import { acceptsGzip } from "@/lib/server/http/accept-encoding";
import { GZIP_LEVEL, PRE_ENCODED_HEADER } from "@/lib/server/http/front-compression";
import { logRequest, requestIdFor } from "@/lib/server/http/request-log";
import { createNonce } from "@/lib/server/http/security-headers";

// The manager home page asked for again, answered in front of Next (issue 12, ADR 0020 addendum of
// 2026-11-27). Every page is rendered per request for its CSP nonce (ADR 0047), and rendering the
// home page costs what rendering any page costs (the guest's sign-in page as much as the home),
// some 30× what Next takes to send a static file. Yet the home page's HTML is a function of the
// account, the name in its session token, what it reads on the server (managerHomeData: the
// profile card) and the nonce, nothing else: two renders from the same inputs differ only in the
// nonce. So when Next renders it, this layer keeps the HTML cut at the nonce, with Next's headers;
// the same account asking again while its token's name and managerHomeData's answer are unchanged
// gets those bytes back with a fresh nonce in the page and in its policy, after the same session
// check the page makes (one prepared statement), and the page's own read when anything has been
// written since its inputs were last found unchanged. Keyed by the page's own inputs, not the
// global data version: in review week someone saves every few seconds, and none of that changes a
// manager's card. Anything else goes to Next: a guest, a session due for renewal
// (its cookie comes from Next), a password change pending, HR (whose "/" is another page), the
// router's own requests (RSC payloads, prefetches), changed inputs, a database error.

/** The pages answered in front: the manager home (spec 2 §2), the first page of every visit. */
const PAGES = new Set(["/"]);
/** All kept pages together: a home page with its stored gzip is about 30 KB, so some 1,000 homes. */
export const PAGE_CACHE_BYTES = 32 * 1024 * 1024;
/** A page larger than this is sent by Next and never kept. */
export const MAX_PAGE_BYTES = 512 * 1024;
/**
 * A kept page is rendered again after this long whatever its inputs say: the bound on how long
 * anything the page came to show without going through managerHomeData could stay unseen (and on
 * a data version that went back, as after a database reset under a running server).
 */
export const MAX_PAGE_AGE_MS = 10 * 60_000;

/** Next's headers that belong to one answer, not to the page: never repeated. */
const PER_ANSWER_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "x-request-id",
  "set-cookie",
]);

type KeptPage = {
  /** What the page read on the server (managerHomeData's answer, as JSON). */
  inputs: string;
  /** The last data version at which `inputs` were read again and found the same. */
  confirmedAt: string;
  /** When Next rendered it (Date.now()). */
  renderedAt: number;
  /** The name in the session token, which the page's header shows. */
  name: string;
  /** The nonce Next rendered the page with, in its headers below. */
  nonce: string;
  headers: [string, string][];
  /** The HTML, cut where the nonce was. */
  parts: Buffer[];
  /** Its gzip with holes for the nonce, made once the page is asked for again. */
  gzip?: GzipWithHoles;
};

const sizeOf = (page: KeptPage) =>
  page.parts.reduce((sum, part) => sum + part.byteLength, 0) +
  (page.gzip?.deflated.byteLength ?? 0) +
  page.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0) +
  128;

const g = globalThis as unknown as { __yardstickPages?: ByteBoundedCache<KeptPage> };
const pages = () => (g.__yardstickPages ??= new ByteBoundedCache(sizeOf, PAGE_CACHE_BYTES));

/** Forgets every kept page (tests). */
export function forgetPages() {
  pages().clear();
}

// What is done after an answer has gone (keeping a page, compressing it): never rejects.
const background = new Set<Promise<unknown>>();
function inBackground(work: Promise<unknown>) {
  background.add(work);
  void work.finally(() => background.delete(work));
}

/** Resolves once the work started after the answers so far (keeping, compressing) is done (tests). */
export async function pagesSettled() {
  await Promise.all(background);
}

/** How many pages are kept (tests). */
export function keptPageCount() {
  return pages().size;
}

/** The Server-Timing entry of a page sent again in front of Next. */
export const FRONT_TIMING = 'front;desc="sent again in front of Next"';

/** A browser asking for the page itself: not the router's RSC payload or a prefetch of it. */
function isDocumentRequest(req: http.IncomingMessage) {
  return (
    req.method === "GET" &&
    PAGES.has(req.url ?? "") &&
    req.headers["rsc"] === undefined &&
    req.headers["next-router-prefetch"] === undefined &&
    req.headers["next-router-state-tree"] === undefined &&
    req.headers["next-action"] === undefined
  );
}

const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/=]+)'/;

/** `body` cut at every occurrence of `separator`. */
function cut(body: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, from)) {
    parts.push(body.subarray(from, at));
    from = at + separator.byteLength;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** What Next answered, as a page to keep; undefined when it is not one (a redirect, a 404, a cookie…). */
function pageOf(
  res: http.ServerResponse,
  body: Buffer,
  kept: Pick<KeptPage, "inputs" | "confirmedAt" | "renderedAt" | "name">,
) {
  const type = res.getHeader("content-type");
  const nonce = NONCE_IN_POLICY.exec(String(res.getHeader("content-security-policy") ?? ""))?.[1];
  if (res.statusCode !== 200 || !String(type).startsWith("text/html") || res.hasHeader("set-cookie")) return;
  if (!nonce || !body.includes(nonce)) return;
  // A whole page: not one cut short by a write that failed (Next then ends the answer).
  if (res.errored || !body.subarray(-64).toString("latin1").trimEnd().endsWith("</html>")) return;
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (PER_ANSWER_HEADERS.has(name) || value === undefined) continue;
    headers.push([name, Array.isArray(value) ? value.join(", ") : String(value)]);
  }
  return { ...kept, nonce, headers, parts: cut(body, Buffer.from(nonce)) } satisfies KeptPage;
}

/** Collects the bytes Next writes (before compression) and hands them over once it has finished. */
function whenNextHasAnswered(res: http.ServerResponse, done: (body: Buffer) => void) {
  const chunks: Buffer[] = [];
  let size = 0;
  const collect = (chunk: unknown, encoding: unknown) => {
    if (size > MAX_PAGE_BYTES || chunk == null || typeof chunk === "function") return;
    const bytes =
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);
    size += bytes.byteLength;
    chunks.push(bytes);
  };
  const write = res.write as (...args: unknown[]) => boolean;
  const end = res.end as (...args: unknown[]) => http.ServerResponse;
  res.write = function (this: http.ServerResponse, ...args: unknown[]) {
    collect(args[0], args[1]);
    return write.apply(this, args);
  } as typeof res.write;
  res.end = function (this: http.ServerResponse, ...args: unknown[]) {
    collect(args[0], args[1]);
    const ended = end.apply(this, args);
    if (size <= MAX_PAGE_BYTES) done(Buffer.concat(chunks));
    return ended;
  } as typeof res.end;
}

// Pages whose gzip is being made: each is compressed once, however many ask meanwhile.
const compressing = new WeakSet<KeptPage>();

/** Adds the page's gzip with holes to it in the cache, unless a newer page has replaced it meanwhile. */
function keepGzipOf(key: string, page: KeptPage) {
  if (page.gzip || compressing.has(page)) return;
  compressing.add(page);
  inBackground(
    gzipWithHoles(page.parts, Buffer.byteLength(page.nonce)).then(
      (gzip) => {
        if (gzip && pages().peek(key) === page) pages().set(key, { ...page, gzip });
      },
      () => {
        // compression failed: the page is still sent, compressed per answer
      },
    ),
  );
}

/**
 * The page's bytes for this answer, with `nonce`: from its gzip with holes when there is one
 * (no compression per answer), else gzipped now at level 1, as the compression layer would (about
 * 0.15 ms for a home page, in one synchronous call: the layer's per-answer stream cost more).
 */
function bodyOf(page: KeptPage, nonce: Buffer, gzip: boolean): Buffer {
  if (gzip && page.gzip) return gzipFilled(page.gzip, nonce);
  const html = filledParts(page.parts, nonce);
  return gzip ? zlib.gzipSync(html, { level: GZIP_LEVEL }) : html;
}

/**
 * Answers a manager's home page from the page Next rendered for the same account from the same
 * inputs, with a fresh nonce; otherwise lets Next answer (false, having written nothing) and
 * keeps what it renders.
 */
export async function answerPageInFront(
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<boolean> {
  const started = performance.now();
  if (!isDocumentRequest(req)) return false;
  const claims = await frontClaims(req);
  if (claims?.kind !== "manager") return false;
  const checked = await checkFrontSession(claims);
  if (!checked) return false;
  const account = sessionAccountOf(claims);
  const key = `${account} ${req.url}`;
  const kept = pages().get(key);
  const page =
    kept?.name === claims.name && Date.now() - kept.renderedAt < MAX_PAGE_AGE_MS ? kept : undefined;
  // At the version its inputs were last confirmed at, nothing has been written since: no need to
  // read them. Otherwise they are read as the page reads them, and still the same for most writes.
  if (page?.confirmedAt !== checked.dataVersion) {
    const data = await managerHomeData(claims.employeeId).catch(() => undefined);
    if (!data) return false; // the page reads the same: Next answers with its error
    const inputs = JSON.stringify(data);
    if (page?.inputs === inputs) page.confirmedAt = checked.dataVersion;
    else {
      // Kept only when no write committed while Next rendered (the data version read before it
      // and after it agree): the page then shows exactly the inputs read before it.
      const fresh = { inputs, confirmedAt: checked.dataVersion, renderedAt: Date.now(), name: claims.name };
      whenNextHasAnswered(res, (body) => {
        const rendered = pageOf(res, body, fresh);
        if (!rendered) return;
        inBackground(
          readDataVersion().then(
            (after) => after === checked.dataVersion && pages().set(key, rendered),
            () => {}, // the database is out of reach: nothing kept
          ),
        );
      });
      return false;
    }
  }
  const nonce = createNonce();
  const requestId = requestIdFor(new Headers({ "x-request-id": headerOf(req, "x-request-id") ?? "" }));
  // Set one by one, not passed to writeHead: the compression layer reads them as the head is written.
  for (const [name, value] of page.headers) res.setHeader(name, value.replaceAll(page.nonce, nonce));
  res.setHeader("X-Request-Id", requestId);
  // Says, in the browser's network panel, that this answer did not come from a render.
  res.setHeader("Server-Timing", FRONT_TIMING);
  const gzip = acceptsGzip(headerOf(req, "accept-encoding"));
  const body = bodyOf(page, Buffer.from(nonce), gzip);
  res.setHeader("Content-Length", body.byteLength);
  // The compression layer sends a body marked so as it is, labelled gzip.
  if (gzip) res.setHeader(PRE_ENCODED_HEADER, "gzip");
  res.writeHead(200);
  res.end(body);
  keepGzipOf(key, page);
  logRequest({ requestId, method: "GET", route: req.url!, status: 200, started, user: account, front: true });
  return true;
}

import "server-only";
import type http from "node:http";
import { freshEntry, storedAnswer } from "@/lib/server/answers/versioned-answer";
import { checkSession } from "@/lib/server/auth/session";
import {
  decodeSessionToken,
  needsRenewal,
  sessionAccountOf,
  sessionCookieName,
} from "@/lib/server/auth/session-token";
import { logRequest, requestIdFor } from "@/lib/server/http/request-log";
import { STATIC_HEADERS } from "@/lib/server/http/static-headers";

// A cached list answer asked for again, answered in front of Next (ADR 0020, 2026-11-26). Next's
// fixed cost per call (router, request and response objects, web streams: 12–27× a bare node:http
// server, issue 12) is most of what a small team's list costs once its answer is cached. So when a
// route answers from versionedJson, the route wrapper remembers who asked for which address
// (rememberAnswerAddress); the same account asking for the same address again is answered here,
// before Next, with the same checks the route made that depend on the moment, in one prepared read
// of what the route reads in two: the session (the account exists, its session version is the
// token's, no password change pending) and the data version (which also covers the hierarchy
// the route's ownership check read: every table it reads bumps the version). Anything else (no
// remembered address, a session due for renewal, a moved version, a database error) goes to Next
// as before, so the route stays the one place that decides; this layer only repeats its answer.

type Address = { key: string; route: string };

/** Addresses remembered (account and address → cache key), least recently remembered dropped first. */
export const MAX_REMEMBERED_ADDRESSES = 20_000;

const g = globalThis as unknown as { __yardstickAnswerAddresses?: Map<string, Address> };
const addresses = () => (g.__yardstickAnswerAddresses ??= new Map());
const addressOf = (account: string, url: string) => `${account} ${url}`;

/**
 * Called by the route wrapper after a route answered `account`'s GET of `url` (path and query, as
 * the request line had them) from the answer cache's entry `key`, having authorised it.
 */
export function rememberAnswerAddress(account: string, url: string, key: string, route: string) {
  const map = addresses();
  const id = addressOf(account, url);
  map.delete(id);
  map.set(id, { key, route });
  if (map.size > MAX_REMEMBERED_ADDRESSES) map.delete(map.keys().next().value!);
}

/** Forgets every remembered address (tests). */
export function forgetAnswerAddresses() {
  addresses().clear();
}

/** The named cookie's value from a Cookie header, as Next reads it. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const raw = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

const headerOf = (req: http.IncomingMessage, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
};

/**
 * Answers `req` from the answer cache when Next answered the same account the same address at the
 * current data version; false (having written nothing) when Next must answer it.
 */
export async function answerInFront(req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> {
  const started = performance.now();
  const url = req.url;
  if (req.method !== "GET" || !url?.startsWith("/api/") || addresses().size === 0) return false;
  const claims = await decodeSessionToken(cookieValue(req.headers.cookie, sessionCookieName()));
  // A session due for renewal gets its new cookie from the route.
  if (!claims || needsRenewal(claims)) return false;
  const account = sessionAccountOf(claims);
  const address = addresses().get(addressOf(account, url));
  if (!address) return false;
  let checked: Awaited<ReturnType<typeof checkSession>>;
  try {
    checked = await checkSession(claims);
  } catch {
    return false; // the database is unavailable: the route answers with its 503
  }
  const { session, dataVersion } = checked;
  if (!session || (session.kind === "manager" && session.mustChangePassword) || !dataVersion) return false;
  const entry = freshEntry(address.key, dataVersion);
  if (!entry) return false;
  const answer = storedAnswer(entry, {
    ifNoneMatch: headerOf(req, "if-none-match"),
    acceptEncoding: headerOf(req, "accept-encoding"),
  });
  const requestId = requestIdFor(new Headers({ "x-request-id": headerOf(req, "x-request-id") ?? "" }));
  // Set one by one, not passed to writeHead: the compression layer reads them as the head is written.
  for (const [name, value] of Object.entries({ ...STATIC_HEADERS, ...answer.headers }))
    res.setHeader(name, value);
  res.setHeader("X-Request-Id", requestId);
  res.writeHead(answer.status);
  res.end(answer.body);
  logRequest({
    requestId,
    method: "GET",
    route: address.route,
    status: answer.status,
    started,
    user: account,
    front: true,
  });
  return true;
}

import "server-only";
import type http from "node:http";
import { checkFrontSession, endFrontPause, frontClaims, headerOf } from "@/lib/server/answers/front-session";
import { freshEntry, storedAnswer } from "@/lib/server/answers/versioned-answer";
import { sessionAccountOf } from "@/lib/server/auth/session-token";
import { logRequest, requestIdFor } from "@/lib/server/http/request-log";
import { STATIC_HEADERS } from "@/lib/server/http/static-headers";

// A cached list answer asked for again, answered in front of Next (ADR 0020, 2026-11-26). Next's
// fixed cost per call (router, request and response objects, web streams: 12–27× a bare node:http
// server, issue 12) is most of what a small team's list costs once its answer is cached. So when a
// route answers from versionedJson, the route wrapper remembers who asked for which address
// (rememberAnswerAddress); the same account asking for the same address again is answered here,
// before Next, with the same checks the route made that depend on the moment, through the route's
// own session check (checkSession), whose one prepared read gives both the session (the account
// exists, its session version is the token's, no password change pending) and the data version
// (which also covers the hierarchy the route's ownership check read: every table it reads bumps
// the version). Anything else (no remembered address, a session due for renewal, a moved version,
// a database error) goes to Next as before, so the route stays the one place that decides; this
// layer only repeats its answer.

type Address = { key: string; route: string };

/** Addresses longer than this are never remembered (a real list's address is under 200 characters). */
export const MAX_REMEMBERED_URL_LENGTH = 512;
/** Per account, the most recently used addresses kept: a team list, its lean view, its status… */
export const ADDRESSES_PER_ACCOUNT = 16;
/** Accounts kept, the least recently served dropped first: at most ~20 MB however the URLs vary. */
export const MAX_REMEMBERED_ACCOUNTS = 2_000;

// account → (address → what the route answered it from), both in least-recently-used order. A
// bound per account, so no one account's made-up addresses (query keys the routes ignore) push
// out everyone else's; a bound on accounts, so memory stays small however many sign in.
const g = globalThis as unknown as { __yardstickAnswerAddresses?: Map<string, Map<string, Address>> };
const accounts = () => (g.__yardstickAnswerAddresses ??= new Map());

/** Moves `key` to the most recently used end of `map`. */
function touch<K, V>(map: Map<K, V>, key: K, value: V) {
  map.delete(key);
  map.set(key, value);
}

/**
 * Called by the route wrapper after a route answered `account`'s GET of `url` (path and query, as
 * the request line had them) from the answer cache's entry `key`, having authorised it.
 */
export function rememberAnswerAddress(account: string, url: string, key: string, route: string) {
  if (url.length > MAX_REMEMBERED_URL_LENGTH) return;
  const all = accounts();
  const mine = all.get(account) ?? new Map<string, Address>();
  touch(all, account, mine);
  touch(mine, url, { key, route });
  if (mine.size > ADDRESSES_PER_ACCOUNT) mine.delete(mine.keys().next().value!);
  if (all.size > MAX_REMEMBERED_ACCOUNTS) all.delete(all.keys().next().value!);
}

/** The address remembered for `account`, marked as the most recently used. */
function recall(account: string, url: string): Address | undefined {
  const all = accounts();
  const mine = all.get(account);
  const address = mine?.get(url);
  if (!mine || !address) return undefined;
  touch(all, account, mine);
  touch(mine, url, address);
  return address;
}

/** Forgets every remembered address and any outage pause (tests). */
export function forgetAnswerAddresses() {
  accounts().clear();
  endFrontPause();
}

/** How many addresses are remembered, over all accounts (tests). */
export function rememberedAddressCount() {
  let count = 0;
  for (const mine of accounts().values()) count += mine.size;
  return count;
}

/**
 * Answers `req` from the answer cache when Next answered the same account the same address at the
 * current data version; false (having written nothing) when Next must answer it.
 */
export async function answerInFront(req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> {
  const started = performance.now();
  const url = req.url;
  if (req.method !== "GET" || !url?.startsWith("/api/") || accounts().size === 0) return false;
  const claims = await frontClaims(req);
  if (!claims) return false;
  const account = sessionAccountOf(claims);
  const address = recall(account, url);
  if (!address) return false;
  const checked = await checkFrontSession(claims);
  if (!checked) return false;
  const { dataVersion } = checked;
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

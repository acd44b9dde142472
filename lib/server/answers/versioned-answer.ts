import "server-only";
import { createHash } from "node:crypto";
import { AnswerCache, type CachedAnswer } from "@/lib/server/answers/answer-cache";
import { readDataVersion } from "@/lib/server/answers/data-version";
import { storeEncodedCopies } from "@/lib/server/answers/encoded-copies";
import { preferredEncoding } from "@/lib/server/http/accept-encoding";
import { PRE_ENCODED_HEADER } from "@/lib/server/http/front-compression";

// Large list answers keyed by the data version (ADR 0020): one version read per request; the same
// version as the cached entry → the stored bytes, or 304 when the browser's If-None-Match names
// them. Where the server compresses in front of Next (lib/server/http/front-compression.ts), an
// entry asked for a second time also gets its bytes compressed once (brotli and gzip), and a client
// that accepts one gets that copy: no compression per request. Several instances stay right because
// the version lives in PostgreSQL and is bumped in the writing transaction; each instance only ever
// serves what it built at the version it just read.

const g = globalThis as unknown as { __yardstickAnswers?: AnswerCache };
export const answerCache = () => (g.__yardstickAnswers ??= new AnswerCache());

/** Tests simulate a second app instance with a second cache (and a second database client). */
export function setAnswerCacheForTests(cache: AnswerCache | undefined) {
  g.__yardstickAnswers = cache;
}

/**
 * Only for a route whose answer depends on nothing but the session's account, the address and the
 * data (every table it reads bumps the version): the same account's same GET is answered again in
 * front of Next while the version holds (front-answers.ts), so an `hr-recent` route, a rate limit
 * or any other moving condition has no place behind it.
 */
type Options = {
  /** Names the call (and its variant): part of the cache key. */
  call: string;
  /** Whose answer it is (the acting manager's id): answers are never shared between owners. */
  owner: number | string;
  compute: () => Promise<unknown>;
};

// Concurrent misses for the same answer wait for one computation.
const inFlight = new Map<string, Promise<CachedAnswer>>();

async function build(key: string, version: string, compute: () => Promise<unknown>) {
  const json = Buffer.from(JSON.stringify(await compute()), "utf8");
  // A content hash: equal answers get equal ETags on every instance and across deploys.
  const etag = `W/"${createHash("sha1").update(json).digest("base64url")}"`;
  const entry: CachedAnswer = { version, etag, body: json };
  answerCache().set(key, entry);
  return entry;
}

const matches = (ifNoneMatch: string | null | undefined, etag: string) =>
  !!ifNoneMatch &&
  ifNoneMatch
    .split(",")
    .map((t) => t.trim())
    .some((t) => t === "*" || t === etag || `W/${t}` === etag);

/**
 * The entry for `key` when it was built at `version`, marked as the most recently used. Asked for
 * again at the same version, it is worth compressing once (in the background; this answer is
 * compressed on the fly). An answer read only once after a write never costs that work, and the
 * first answer after a write waits for none of it.
 */
export function freshEntry(key: string, version: string): CachedAnswer | undefined {
  const entry = answerCache().get(key);
  if (!entry || entry.version !== version) return undefined;
  storeEncodedCopies(answerCache(), key, entry);
  return entry;
}

export type StoredAnswer = { status: 200 | 304; headers: Record<string, string>; body?: Buffer };

/**
 * What an entry sends: 304 with no body when If-None-Match names it, else its bytes, as the stored
 * copy the client's Accept-Encoding prefers when there is one. Next's route and the answer sent in
 * front of Next (front-answers.ts) both send exactly this.
 */
export function storedAnswer(
  entry: CachedAnswer,
  request: { ifNoneMatch?: string | null; acceptEncoding?: string | null },
): StoredAnswer {
  const headers: Record<string, string> = {
    ETag: entry.etag,
    // Stored by the browser but revalidated every time (If-None-Match → 304), and only for this user.
    "Cache-Control": "private, no-cache",
    Vary: "Cookie, Accept-Encoding",
  };
  if (matches(request.ifNoneMatch, entry.etag)) return { status: 304, headers };
  headers["Content-Type"] = "application/json";
  const encoding = preferredEncoding(request.acceptEncoding);
  const stored = encoding && entry.encoded?.[encoding];
  if (stored) headers[PRE_ENCODED_HEADER] = encoding;
  return { status: 200, headers, body: stored || entry.body };
}

// Which cache entry a route's Response was sent from: the route wrapper remembers where it was
// asked for, so the same request can be answered in front of Next next time (front-answers.ts).
const keysOfResponses = new WeakMap<Response, string>();

/** The answer cache key a versionedJson Response came from; undefined for any other Response. */
export function answerKeyOf(response: Response): string | undefined {
  return keysOfResponses.get(response);
}

/** The answer of `compute` as JSON, from the cache when the data version has not moved. */
export async function versionedJson(req: Request, { call, owner, compute }: Options): Promise<Response> {
  const key = `${call}:${owner}`;
  const version = await readDataVersion();
  let entry = freshEntry(key, version);
  if (!entry) {
    const flight = `${key}@${version}`;
    let pending = inFlight.get(flight);
    if (!pending) {
      pending = build(key, version, compute).finally(() => inFlight.delete(flight));
      inFlight.set(flight, pending);
    }
    entry = await pending;
  }
  const answer = storedAnswer(entry, {
    ifNoneMatch: req.headers.get("if-none-match"),
    acceptEncoding: req.headers.get("accept-encoding"),
  });
  const body = answer.body;
  const response = new Response(
    body ? new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength) : null,
    { status: answer.status, headers: answer.headers },
  );
  keysOfResponses.set(response, key);
  return response;
}

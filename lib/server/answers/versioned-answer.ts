import "server-only";
import { createHash } from "node:crypto";
import { AnswerCache, type CachedAnswer } from "@/lib/server/answers/answer-cache";
import { readDataVersion } from "@/lib/server/answers/data-version";
import { gzipAsync, markGzipped } from "@/lib/server/http/gzipped-response";

// Large list answers keyed by the data version (ADR 0020): one version read per request; the same
// version as the cached entry → the stored bytes, or 304 when the browser's If-None-Match names
// them. The JSON is gzipped once per version and kept beside it: a request that takes gzip gets
// those bytes, labelled by next.config.ts (lib/shared/gzipped-answers.ts, ADR 0079).
// Several instances stay right because the version lives in PostgreSQL and is bumped in the
// writing transaction; each instance only ever serves what it built at the version it just read.

const g = globalThis as unknown as { __yardstickAnswers?: AnswerCache };
export const answerCache = () => (g.__yardstickAnswers ??= new AnswerCache());

/** Tests simulate a second app instance with a second cache (and a second database client). */
export function setAnswerCacheForTests(cache: AnswerCache | undefined) {
  g.__yardstickAnswers = cache;
}

/**
 * Only for a route whose answer depends on nothing but the owner and the data (every table it
 * reads bumps the version): the time, a rate limit or any other moving condition has no place
 * behind it.
 */
type Options = {
  /** Names the call (and its variant): part of the cache key. */
  call: string;
  /** Whose answer it is (the acting manager's id): answers are never shared between owners. */
  owner: number | string;
  compute: () => Promise<unknown>;
  /** Send the stored gzip (the route's `gzip`: a `gzipped` route and a request that takes it). */
  gzip?: boolean;
};

// Concurrent misses for the same answer wait for one computation.
const inFlight = new Map<string, Promise<CachedAnswer>>();

async function build(key: string, version: string, compute: () => Promise<unknown>) {
  const json = Buffer.from(JSON.stringify(await compute()), "utf8");
  // On zlib's thread pool, at Next's own level, while this thread hashes and serves others.
  const gzip = gzipAsync(json);
  // A content hash: equal answers get equal ETags on every instance and across deploys.
  const etag = `W/"${createHash("sha1").update(json).digest("base64url")}"`;
  const entry: CachedAnswer = { version, etag, body: json, gzip: await gzip };
  answerCache().set(key, entry);
  return entry;
}

const matches = (ifNoneMatch: string | null | undefined, etag: string) =>
  !!ifNoneMatch &&
  ifNoneMatch
    .split(",")
    .map((t) => t.trim())
    .some((t) => t === "*" || t === etag || `W/${t}` === etag);

/** The entry for `key` when it was built at `version`, marked as the most recently used. */
function freshEntry(key: string, version: string): CachedAnswer | undefined {
  const entry = answerCache().get(key);
  return entry && entry.version === version ? entry : undefined;
}

/** The answer of `compute` as JSON, from the cache when the data version has not moved. */
export async function versionedJson(
  req: Request,
  { call, owner, compute, gzip = false }: Options,
): Promise<Response> {
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
  const headers: Record<string, string> = {
    ETag: entry.etag,
    // Stored by the browser but revalidated every time (If-None-Match → 304), and only for this user.
    "Cache-Control": "private, no-cache",
    Vary: "Cookie, Accept-Encoding",
  };
  if (matches(req.headers.get("if-none-match"), entry.etag))
    return new Response(null, { status: 304, headers });
  headers["Content-Type"] = "application/json";
  const body = gzip ? entry.gzip : entry.body;
  const res = new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), {
    status: 200,
    headers,
  });
  return gzip ? markGzipped(res) : res;
}

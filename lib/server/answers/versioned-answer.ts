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

const matches = (ifNoneMatch: string | null, etag: string) =>
  !!ifNoneMatch &&
  ifNoneMatch
    .split(",")
    .map((t) => t.trim())
    .some((t) => t === "*" || t === etag || `W/${t}` === etag);

/** The answer of `compute` as JSON, from the cache when the data version has not moved. */
export async function versionedJson(req: Request, { call, owner, compute }: Options): Promise<Response> {
  const key = `${call}:${owner}`;
  const version = await readDataVersion();
  let entry = answerCache().get(key);
  if (!entry || entry.version !== version) {
    const flight = `${key}@${version}`;
    let pending = inFlight.get(flight);
    if (!pending) {
      pending = build(key, version, compute).finally(() => inFlight.delete(flight));
      inFlight.set(flight, pending);
    }
    entry = await pending;
  } else {
    // Asked for again at the same version: worth compressing once (in the background; this answer
    // is compressed on the fly). An answer read only once after a write never costs that work, and
    // the first answer after a write waits for none of it.
    storeEncodedCopies(answerCache(), key, entry);
  }
  const headers = new Headers({
    ETag: entry.etag,
    // Stored by the browser but revalidated every time (If-None-Match → 304), and only for this user.
    "Cache-Control": "private, no-cache",
    Vary: "Cookie, Accept-Encoding",
  });
  if (matches(req.headers.get("if-none-match"), entry.etag))
    return new Response(null, { status: 304, headers });
  headers.set("Content-Type", "application/json");
  const encoding = preferredEncoding(req.headers.get("accept-encoding"));
  const stored = encoding && entry.encoded?.[encoding];
  if (stored) headers.set(PRE_ENCODED_HEADER, encoding);
  const body = stored || entry.body;
  return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), {
    status: 200,
    headers,
  });
}

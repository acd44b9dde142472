import "server-only";
import { promisify } from "node:util";
import { gzip } from "node:zlib";

// The answers of a route declared `gzipped` (ADR 0079): next.config.ts labels them
// `Content-Encoding: gzip` when the request takes gzip, so every body sent there must be gzip.
// A handler that sends bytes it gzipped itself (versionedJson's stored copy) marks the answer;
// route() gzips any other (an error, a small answer) on its way out.

const alreadyGzipped = new WeakSet<Response>();

/** An answer whose body is gzip bytes already. */
export function markGzipped(res: Response): Response {
  alreadyGzipped.add(res);
  return res;
}

const gzipAsync = promisify(gzip);

/** The same answer with its body gzipped (an answer marked, or with no body, as it is). */
export async function gzippedAnswer(res: Response): Promise<Response> {
  if (alreadyGzipped.has(res) || res.body === null) return res;
  const bytes = await gzipAsync(Buffer.from(await res.arrayBuffer()));
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  return markGzipped(
    new Response(new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength), {
      status: res.status,
      statusText: res.statusText,
      headers,
    }),
  );
}

export { gzipAsync };

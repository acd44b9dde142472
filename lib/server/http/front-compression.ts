import "server-only";
import http from "node:http";
import { Duplex } from "node:stream";
// The same `compression` middleware Next runs itself when next.config's `compress` is on.
import compression from "next/dist/compiled/compression";

// Response compression in front of Next (ADR 0020). Next compresses at zlib's default level 6 and
// drops a route's own Content-Encoding header (next/dist/server/send-response.js), so a route could
// never send bytes it compressed once and kept. With `compress: false` in next.config.ts, this layer
// compresses instead, on the Node server itself (installed at start-up from instrumentation.ts, the
// way lib/server/http/peer-address.ts stamps the socket address), for every start: `next start`,
// the standalone server.js of `npm run serve` and of the container, and `next dev`:
//  - every compressible answer is gzipped on the fly at level 1 (3–4× cheaper than 6, ~10% larger);
//  - an answer whose route names its encoding in PRE_ENCODED_HEADER (a header Next passes on) goes
//    out as it is, labelled with that Content-Encoding: the cached list answers' stored copies;
//  - a responder may answer before Next: a cached list answer asked for again (front-answers.ts).

export const PRE_ENCODED_HEADER = "x-yardstick-encoded";
export const GZIP_LEVEL = 1;

type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
const compress = (compression as (options: { level: number }) => Middleware)({ level: GZIP_LEVEL });

const INSTALLED = Symbol.for("yardstick.front-compression-installed");
const RESPONDER = Symbol.for("yardstick.front-responder");
type Patched = http.Server & { [INSTALLED]?: boolean; [RESPONDER]?: FrontResponder };

/** Whether this process's server compresses in front of Next (routes may then send stored copies). */
export function frontCompressionInstalled(): boolean {
  return (http.Server.prototype as Patched)[INSTALLED] === true;
}

/**
 * Answers a request before Next sees it, or resolves false (having written nothing) to pass it on:
 * the cached list answers asked for again (lib/server/answers/front-answers.ts).
 */
export type FrontResponder = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<boolean>;

/**
 * Patches http.Server so every request's response passes through the compression (once), and
 * `responder` may answer a request before Next does (each call sets it: tests take it away again).
 */
export function installFrontCompression(responder?: FrontResponder) {
  const proto = http.Server.prototype as Patched;
  proto[RESPONDER] = responder;
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const emit = proto.emit as (this: http.Server, ...all: unknown[]) => boolean;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event !== "request") return emit.apply(this, [event, ...args]);
    const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
    compress(req, res, () => {});
    honourPreEncoded(res);
    // As Next does: a client that disconnects mid-answer would leave the zlib stream unreleased.
    res.once("close", () => {
      if (!res.writableFinished) releaseCompressionStream(res);
    });
    const responder = proto[RESPONDER];
    if (!responder) return emit.apply(this, [event, ...args]);
    const toNext = () => emit.apply(this, [event, ...args]);
    responder(req, res)
      .then(
        (answered) => {
          if (!answered) toNext();
        },
        (error: Error) => {
          // Failed before writing: Next answers, without any header the responder had set. Mid-
          // answer: the answer cannot be finished. After the answer was sent (its log line): the
          // connection and its next requests are fine.
          if (!res.headersSent) {
            for (const name of res.getHeaderNames()) res.removeHeader(name);
            toNext();
          } else if (!res.writableEnded) res.destroy(error);
        },
      )
      .catch((error: Error) => res.destroy(error));
    return true;
  } as typeof proto.emit;
}

/**
 * Turns the route's marker into the real Content-Encoding as the headers are written. Wrapped after
 * the middleware's own header hook, so it runs first: the middleware then sees an encoded answer
 * and leaves it alone ("already encoded").
 */
function honourPreEncoded(res: http.ServerResponse) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
    const encoding = this.getHeader(PRE_ENCODED_HEADER);
    if (typeof encoding === "string") {
      this.removeHeader(PRE_ENCODED_HEADER);
      this.setHeader("Content-Encoding", encoding);
    }
    return (writeHead as (...all: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof res.writeHead;
}

// next/dist/server/lib/release-compression-stream.js: the middleware hands 'drain' listeners to its
// zlib stream, which is how that stream is found and destroyed.
const noop = () => {};
function releaseCompressionStream(res: http.ServerResponse) {
  const stream = res.on("drain", noop) as unknown;
  if (stream === res || !(stream instanceof Duplex)) {
    res.off("drain", noop);
    return;
  }
  stream.destroy();
}

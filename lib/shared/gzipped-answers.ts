// The API calls whose handlers send their answers gzipped themselves (ADR 0079): the large cached
// lists, whose gzip is kept beside their JSON (answer-cache.ts). Next drops a handler's own
// Content-Encoding, so next.config.ts sets it for these paths when the request takes gzip, and the
// handler sends gzip bytes on every answer there (route.ts, option `gzipped`).

/**
 * The route patterns (next.config.ts `headers()` sources), the list routes' folders. An address
 * with a %-escape is left out: the proxy answers a malformed one itself (proxy.ts), unlabelled.
 */
export const GZIPPED_ANSWER_SOURCES = [
  "/api/employees/:managerHrisId([^%/]+)",
  "/api/evaluation-status/:managerId([^%/]+)",
];

/**
 * An Accept-Encoding that takes gzip, as a regular expression matched against the whole value
 * (Next's `has` does `new RegExp(^…$)`): "gzip" as a coding, not followed by a zero q-value.
 */
export const ACCEPTS_GZIP =
  "(?:.*[\\s,])?gzip(?!\\s*;\\s*q\\s*=\\s*0(?:\\.0{0,3})?\\s*(?:,|$))(?:[\\s;,].*)?";

const acceptsGzipPattern = new RegExp(`^${ACCEPTS_GZIP}$`);

/** Whether the Accept-Encoding takes gzip (the same test as Next's `has`). */
export const acceptsGzip = (acceptEncoding: string | null | undefined) =>
  !!acceptEncoding && acceptsGzipPattern.test(acceptEncoding);

/**
 * Whether next.config.ts labelled the answer to a request for a listed route gzip: it takes gzip
 * and its address (as sent, escapes kept) has no %-escape.
 */
export const answerLabelledGzip = (rawPathname: string, acceptEncoding: string | null | undefined) =>
  !rawPathname.includes("%") && acceptsGzip(acceptEncoding);

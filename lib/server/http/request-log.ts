import "server-only";
import { log } from "@/lib/server/log";
import { describeDatabaseFailure, isDatabaseUnavailable } from "@/lib/server/http/database-unavailable";

// One JSON line per API request (time, level, request id, method, route pattern, status, duration,
// acting user or 'guest'); the id is lib/server/http/request-id.ts's.

export { requestIdFor } from "@/lib/server/http/request-id";

/** /api/employee/42 with { id: "42" } → /api/employee/[id]: one pattern per route, no ids in the log. */
export function routePattern(pathname: string, params: Record<string, string | string[]>): string {
  let pattern = pathname;
  for (const [name, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    const segment = values.map((v) => encodeURIComponent(v)).join("/");
    if (!segment) continue;
    const label = Array.isArray(value) ? `[...${name}]` : `[${name}]`;
    pattern = pattern.replace(new RegExp(`/${escape(segment)}(?=/|$)`), `/${label}`);
  }
  return pattern;
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export type RequestLine = {
  requestId: string;
  method: string;
  route: string;
  status: number;
  started: number;
  user: string;
};

/**
 * Health checks come every few seconds from the platform: debug, whatever their answer (readiness
 * says what changed itself, lib/server/health/readiness-log.ts). Other 5xx are errors.
 */
export function requestLogLevel(line: Pick<RequestLine, "route" | "status">): "debug" | "info" | "error" {
  if (line.route.startsWith("/api/health/")) return "debug";
  return line.status >= 500 ? "error" : "info";
}

export function logRequest(line: RequestLine) {
  const { started, ...fields } = line;
  const entry = { ...fields, durationMs: Math.round(performance.now() - started) };
  log()[requestLogLevel(line)](entry, "request");
}

/**
 * A page that failed to render (instrumentation.ts onRequestError): its request id, route and the
 * digest the error page shows as its reference; a database outage's kind instead of a stack.
 */
export function logPageError(error: unknown, page: { requestId: string; method: string; route: string }) {
  const digest = (error as { digest?: unknown } | null)?.digest;
  const failure = isDatabaseUnavailable(error)
    ? { database: describeDatabaseFailure(error) }
    : { err: error };
  log().error({ ...page, status: 500, digest, ...failure }, "page error");
}

import "server-only";
import type { NextRequest } from "next/server";
import { badRequest } from "@/lib/server/errors";
import { toErrorResponse } from "@/lib/server/http/error-response";
import { logRequest } from "@/lib/server/http/request-log";

// Next decodes a dynamic segment before any route code runs, and a malformed %-escape there (%ff,
// a cut-off %E0%A4%A, an overlong %c0%ae) ends in its plain-text 500. The proxy runs before that
// and answers such an address itself (docs/decisions/0048).

export const MALFORMED_ADDRESS = "The address is not valid: it contains a malformed %-escape.";

/** Whether the raw path holds an escape that does not decode to UTF-8 text. */
export function hasMalformedEscape(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** The API's 400 for such an address, in the one error shape, with its request id and log line. */
export function refuseMalformedAddress(req: NextRequest, requestId: string): Response {
  const started = performance.now();
  const res = toErrorResponse(badRequest(MALFORMED_ADDRESS));
  res.headers.set("X-Request-Id", requestId);
  res.headers.set("Cache-Control", "no-store");
  logMalformedAddress(req, requestId, res.status, started);
  return res;
}

/** One line per refused address; the address itself stays out of the log, like every id. */
export function logMalformedAddress(req: NextRequest, requestId: string, status: number, started: number) {
  logRequest({
    requestId,
    method: req.method,
    route: "[malformed address]",
    status,
    started,
    user: "unknown",
  });
}

import { NextResponse, type NextRequest } from "next/server";
import {
  decodeSessionToken,
  encodeSessionToken,
  needsRenewal,
  sessionClaimsOf,
  sessionCookieName,
  sessionCookieOptions,
} from "@/lib/server/auth/session-token";
import { requestIdFor } from "@/lib/server/http/request-id";
import { createNonce, pageSecurityHeaders } from "@/lib/server/http/security-headers";
import {
  hasMalformedEscape,
  logMalformedAddress,
  refuseMalformedAddress,
} from "@/lib/server/http/malformed-address";
import { isHrOnlyPath, isHrPath, isKnownPagePath, isLoginPath } from "@/lib/shared/routes";

// Convenience routing only (Next 16's name for middleware): every page and API route checks the
// session again on the server, because proxy bypasses have happened (CVE-2025-29927 and later).
export async function proxy(req: NextRequest) {
  // Pages carry a request id like API calls: on the response, and on the request for the page's
  // error log line (instrumentation.ts onRequestError).
  const requestId = requestIdFor(req.headers);
  // An API address reaches the proxy only when it holds a %-escape (see config): a malformed one is
  // the caller's 400 here, since Next's router would fail on it before the route ran.
  if (req.nextUrl.pathname.startsWith("/api/")) {
    return hasMalformedEscape(req.nextUrl.pathname)
      ? refuseMalformedAddress(req, requestId)
      : NextResponse.next();
  }
  // A fresh nonce per page: Next reads it from the request's policy and puts it on its scripts;
  // the root layout passes it to the client for Radix's injected styles (docs/decisions/0047).
  const nonce = createNonce();
  const security = pageSecurityHeaders(nonce);
  const response = await route(req, requestId, { ...security, "x-nonce": nonce });
  response.headers.set("X-Request-Id", requestId);
  for (const [name, value] of Object.entries(security)) response.headers.set(name, value);
  return response;
}

async function route(req: NextRequest, requestId: string, pageHeaders: Record<string, string>) {
  const headers = new Headers(req.headers);
  headers.set("x-request-id", requestId);
  for (const [name, value] of Object.entries(pageHeaders)) headers.set(name, value);
  const next = () => NextResponse.next({ request: { headers } });
  const { pathname, search } = req.nextUrl;
  // No page has such an address: the 404 page, for guests too, instead of Next's plain 500.
  if (hasMalformedEscape(pathname)) {
    logMalformedAddress(req, requestId, 404, performance.now());
    return NextResponse.rewrite(new URL("/malformed-address", req.url), { request: { headers } });
  }
  if (isLoginPath(pathname)) return next();
  const session = await decodeSessionToken(req.cookies.get(sessionCookieName())?.value);
  if (!session) {
    // An unknown path shows the 404 page to everyone, guests included (spec 2 §2, Not found).
    if (!isKnownPagePath(pathname)) return next();
    const url = new URL("/login", req.url);
    if (pathname !== "/") url.searchParams.set("callbackUrl", pathname + search);
    return NextResponse.redirect(url);
  }
  if (session.kind === "hr" && !isHrPath(pathname))
    return NextResponse.redirect(new URL("/hr-dashboard", req.url));
  if (session.kind === "manager" && isHrOnlyPath(pathname))
    return NextResponse.redirect(new URL("/", req.url));
  // "/" is Password Management for HR (spec 1 §2): served by /hr-dashboard under the same address,
  // so a manager's home page never carries HR's screens in its scripts.
  const res =
    session.kind === "hr" && pathname === "/"
      ? NextResponse.rewrite(new URL(`/hr-dashboard${search}`, req.url), { request: { headers } })
      : next();
  // Browsing renews the cookie now and then, so only an unused session reaches the idle timeout.
  if (needsRenewal(session))
    res.cookies.set(
      sessionCookieName(),
      await encodeSessionToken(sessionClaimsOf(session)),
      sessionCookieOptions(),
    );
  return res;
}

export const config = {
  // Pages; API routes answer 401/403 themselves and never redirect, so only an API address with a
  // %-escape comes here (to be checked for a malformed one).
  matcher: [
    "/((?!api/|_next/|favicon.ico|robots.txt|.*\\.(?:png|jpg|jpeg|gif|svg|webp|ico|css|js|map)$).*)",
    "/api/(.*%.*)",
  ],
};

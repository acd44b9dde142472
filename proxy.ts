import { NextResponse, type NextRequest } from "next/server";
import { decodeSessionToken, sessionCookieName } from "@/lib/server/auth/session-token";
import { isHrOnlyPath, isHrPath, isLoginPath } from "@/lib/shared/routes";

// Convenience routing only (Next 16's name for middleware): every page and API route checks the
// session again on the server, because proxy bypasses have happened (CVE-2025-29927 and later).
export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  if (isLoginPath(pathname)) return NextResponse.next();
  const session = await decodeSessionToken(req.cookies.get(sessionCookieName())?.value);
  if (!session) {
    const url = new URL("/login", req.url);
    if (pathname !== "/") url.searchParams.set("callbackUrl", pathname + search);
    return NextResponse.redirect(url);
  }
  if (session.kind === "hr" && !isHrPath(pathname)) return NextResponse.redirect(new URL("/hr-dashboard", req.url));
  if (session.kind === "manager" && isHrOnlyPath(pathname)) return NextResponse.redirect(new URL("/", req.url));
  return NextResponse.next();
}

export const config = {
  // Pages only: API routes answer 401/403 themselves and never redirect.
  matcher: ["/((?!api/|_next/|favicon.ico|robots.txt|.*\\.(?:png|jpg|jpeg|gif|svg|webp|ico|css|js|map)$).*)"],
};

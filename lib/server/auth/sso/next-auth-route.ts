import "server-only";
import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { AppError, notFound } from "@/lib/server/errors";
import { clientAddress } from "@/lib/server/http/client-address";
import { toErrorResponse } from "@/lib/server/http/error-response";
import { assertSameOrigin } from "@/lib/server/http/request-origin";
import { decodeSessionToken, sessionCookieName } from "@/lib/server/auth/session-token";
import { isSsoConfigured } from "@/lib/server/auth/sso/sso-config";
import { nextAuthOptions, SSO_PROVIDER_ID } from "@/lib/server/auth/sso/next-auth-options";

// Only the steps of the provider flow answer; next-auth's own session, sign-out and pages do not
// (the project's session routes are /api/session and /api/auth/logout). The provider returns with
// a GET (response_mode query), so the one POST, starting the flow, comes from our own login page:
// same origin and a form body, like every state-changing call (the route wrapper's rule).
const STEPS: Record<string, string[]> = {
  GET: ["csrf", "providers", `callback/${SSO_PROVIDER_ID}`, "error"],
  POST: [`signin/${SSO_PROVIDER_ID}`],
};
const FORM = "application/x-www-form-urlencoded";

type Context = { params: Promise<{ nextauth: string[] }> };

export async function handleNextAuth(req: NextRequest, ctx: Context): Promise<Response> {
  const res = await answer(req, ctx);
  res.headers.set("Cache-Control", "no-store");
  return res;
}

async function answer(req: NextRequest, ctx: Context): Promise<Response> {
  try {
    if (req.method === "POST") {
      assertSameOrigin(req);
      const media = (req.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
      if (media !== FORM) throw new AppError(415, `Send the request as a form (Content-Type: ${FORM}).`);
    }
    const step = ((await ctx.params).nextauth ?? []).join("/");
    if (!isSsoConfigured() || !STEPS[req.method]?.includes(step)) throw notFound();
    const previous = await decodeSessionToken(req.cookies.get(sessionCookieName())?.value);
    return await NextAuth(req, ctx, nextAuthOptions(previous, clientAddress(req.headers)));
  } catch (error) {
    return toErrorResponse(error);
  }
}

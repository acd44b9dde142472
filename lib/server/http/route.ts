import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { z, type ZodType } from "zod";
import { AppError, forbidden, unauthorized } from "@/lib/server/errors";
import { hasRecentSignIn, readSessionFromCookieValue, type Session } from "@/lib/server/auth/session";
import { sessionCookieName } from "@/lib/server/auth/session-token";
import { readJsonBody, DEFAULT_MAX_BODY_BYTES } from "@/lib/server/http/read-body";
import { clientAddress } from "@/lib/server/http/client-address";
import { toErrorResponse } from "@/lib/server/http/error-response";

/**
 * Who may call a route. Every route handler declares one; the access-matrix test fails on a
 * route.ts whose exports carry none.
 *  - public:      anyone, guests included (the session is passed when there is one)
 *  - manager:     a manager session (HR gets 403); hierarchy checks happen in the service
 *  - hr:          an HR session (a manager gets 403)
 *  - hr-recent:   an HR session that proved its password in the last 15 minutes
 */
export type AccessRule = "public" | "manager" | "hr" | "hr-recent";

type Ctx<P, Q, B, S> = { req: NextRequest; session: S; params: P; query: Q; body: B; ip: string };
type SessionFor<A extends AccessRule> = A extends "public" ? Session | null : Session;

type Options<A extends AccessRule, P, Q, B> = {
  access: A;
  params?: ZodType<P>;
  query?: ZodType<Q>;
  body?: ZodType<B>;
  maxBodyBytes?: number;
  /** Only the change-password call: a manager holding a distributed password may use nothing else. */
  allowPendingPasswordChange?: boolean;
};

export type RouteHandler = ((req: NextRequest, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>) & {
  access: AccessRule;
};

export function route<A extends AccessRule, P = Record<string, never>, Q = Record<string, never>, B = undefined>(
  options: Options<A, P, Q, B>,
  handler: (ctx: Ctx<P, Q, B, SessionFor<A>>) => Promise<unknown>,
): RouteHandler {
  const wrapped = async (req: NextRequest, ctx: { params: Promise<Record<string, string | string[]>> }) => {
    try {
      const session = await readSessionFromCookieValue(req.cookies.get(sessionCookieName())?.value);
      authorize(options.access, session);
      if (session?.mustChangePassword && !options.allowPendingPasswordChange) {
        throw forbidden("Please choose a new password before continuing.");
      }
      const params = parse(options.params, await ctx.params, "The address is not valid.") as P;
      const query = parse(options.query, Object.fromEntries(req.nextUrl.searchParams), "The query is not valid.") as Q;
      const body = options.body
        ? (parse(options.body, await readJsonBody(req, options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES), "The request is not valid.") as B)
        : (undefined as B);
      const result = await handler({ req, session: session as SessionFor<A>, params, query, body, ip: clientAddress(req.headers) });
      if (result instanceof Response) return result;
      return NextResponse.json(result ?? { ok: true });
    } catch (error) {
      return toErrorResponse(error);
    }
  };
  return Object.assign(wrapped, { access: options.access });
}

function authorize(access: AccessRule, session: Session | null) {
  if (access === "public") return;
  if (!session) throw unauthorized();
  if (access === "manager" && session.kind !== "manager") throw forbidden("This is available to managers only.");
  if ((access === "hr" || access === "hr-recent") && session.kind !== "hr") {
    throw forbidden("This is available to HR administrators only.");
  }
  if (access === "hr-recent" && !hasRecentSignIn(session)) {
    throw new AppError(401, "Please confirm your password to continue: this action needs a sign-in from the last 15 minutes.", [
      { path: "reauth", message: "recent-sign-in-required" },
    ]);
  }
}

function parse<T>(schema: ZodType<T> | undefined, input: unknown, message: string): T | Record<string, never> {
  if (!schema) return {};
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new AppError(
    400,
    `${message} ${result.error.issues.map((i) => (i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message)).slice(0, 3).join("; ")}`.trim(),
    result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
  );
}

export { z };

import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { z, type ZodType } from "zod";
import { AppError, forbidden, unauthorized } from "@/lib/server/errors";
import {
  hasRecentSignIn,
  readSessionFromCookieValue,
  type HrSession,
  type ManagerSession,
  type Session,
} from "@/lib/server/auth/session";
import { needsRenewal, sessionAccountOf, sessionCookieName } from "@/lib/server/auth/session-token";
import { renewSessionCookie } from "@/lib/server/auth/set-session-cookie";
import { readJsonBody, DEFAULT_MAX_BODY_BYTES } from "@/lib/server/http/read-body";
import { clientAddress } from "@/lib/server/http/client-address";
import { assertJsonContentType, assertSameOrigin, isStateChanging } from "@/lib/server/http/request-origin";
import { toErrorResponse } from "@/lib/server/http/error-response";
import {
  describeDatabaseFailure,
  isBrokenConnection,
  isDatabaseUnavailable,
} from "@/lib/server/http/database-unavailable";
import { logRequest, requestIdFor, routePattern } from "@/lib/server/http/request-log";
import { gzippedAnswer } from "@/lib/server/http/gzipped-response";
import { answerLabelledGzip } from "@/lib/shared/gzipped-answers";
import { nudgeReminderPlanner } from "@/lib/server/reminders/planner-loop";

/**
 * Who may call a route. Every route handler declares one; the access-matrix test fails on a
 * route.ts whose exports carry none.
 *  - public:      anyone, guests included (the session is passed when there is one)
 *  - manager:     a manager session (HR gets 403); hierarchy checks happen in the service
 *  - hr:          an HR session (a manager gets 403)
 *  - signed-in:   any session, manager or HR (the service decides what each may see)
 *  - hr-recent:   an HR session that proved its password in the last 15 minutes
 */
export type AccessRule = "public" | "signed-in" | "manager" | "hr" | "hr-recent";

type Ctx<P, Q, B, S> = {
  req: NextRequest;
  session: S;
  params: P;
  query: Q;
  body: B;
  ip: string;
  /** This answer re-issues the session cookie: the session's idle time starts again now. */
  renewsSession: boolean;
  /** The answer goes out gzipped (a `gzipped` route, a request that takes gzip): see `gzipped`. */
  gzip: boolean;
};
type SessionFor<A extends AccessRule> = A extends "public"
  ? Session | null
  : A extends "signed-in"
    ? Session
    : A extends "manager"
      ? ManagerSession
      : HrSession;

type Options<A extends AccessRule, P, Q, B> = {
  access: A;
  params?: ZodType<P>;
  query?: ZodType<Q>;
  body?: ZodType<B>;
  maxBodyBytes?: number;
  /**
   * Only the change-password call: a manager holding a distributed password may use nothing else
   * but the public routes.
   */
  allowPendingPasswordChange?: boolean;
  /**
   * Whether a call renews a session that is due for it (by default every call does). A call that
   * only looks at the session, the timeout warning's check, must not keep it alive by looking.
   */
  renewsSession?: (query: Q) => boolean;
  /**
   * A route listed in lib/shared/gzipped-answers.ts (ADR 0079): next.config.ts labels its answers
   * gzip when the request takes gzip, so every answer it sends then is gzip bytes (a handler may
   * send its own, marked with markGzipped; the wrapper gzips the rest, errors included).
   */
  gzipped?: boolean;
  /**
   * A call made by a machine with a shared secret in `Authorization` (the tick), which a browser never
   * adds by itself, so another site cannot make one: no same-origin check. The handler checks the secret.
   */
  bearerSecret?: true;
};

export type RouteHandler = ((
  req: NextRequest,
  ctx: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>) & {
  access: AccessRule;
  /** The route's input schemas, for the bad-input sweep of the integration suite. */
  schemas: { params?: ZodType; query?: ZodType; body?: ZodType };
};

export function route<
  A extends AccessRule,
  P = Record<string, never>,
  Q = Record<string, never>,
  B = undefined,
>(
  options: Options<A, P, Q, B>,
  handler: (ctx: Ctx<P, Q, B, SessionFor<A>>) => Promise<unknown>,
): RouteHandler {
  const wrapped = async (req: NextRequest, ctx: { params: Promise<Record<string, string | string[]>> }) => {
    const started = performance.now();
    const requestId = requestIdFor(req.headers);
    const gzip =
      !!options.gzipped && answerLabelledGzip(req.nextUrl.pathname, req.headers.get("accept-encoding"));
    nudgeReminderPlanner(); // a woken process catches up on reminders (issue 33); returns at once
    let user = "guest";
    let failure: unknown;
    let response: Response;
    const attempt = () =>
      handle(req, ctx, gzip, (session) => {
        user = sessionAccountOf(session);
      });
    try {
      // A read whose pooled connection broke under it (a database restart) runs once more: the
      // broken connection has left the pool, so it gets a fresh one. Anything else answers 503.
      response = await attempt().catch((error: unknown) => {
        if ((req.method === "GET" || req.method === "HEAD") && isBrokenConnection(error)) return attempt();
        throw error;
      });
    } catch (error) {
      failure = error;
      response = toErrorResponse(error);
    }
    try {
      response.headers.set("X-Request-Id", requestId);
      noStoreByDefault(response);
    } catch {
      // a handler's Response with immutable headers: the log line still has the id
    }
    if (gzip) response = await gzippedAnswer(response);
    // A route without dynamic segments gets no params from Next in production (ctx.params undefined).
    const rawParams = (await Promise.resolve(ctx?.params).catch(() => undefined)) ?? {};
    const pattern = routePattern(req.nextUrl.pathname, rawParams);
    logRequest({
      requestId,
      method: req.method,
      route: pattern,
      status: response.status,
      started,
      user,
      ...failureFields(failure, response.status),
    });
    return response;
  };

  const handle = async (
    req: NextRequest,
    ctx: { params: Promise<Record<string, string | string[]>> },
    gzip: boolean,
    onSession: (session: Session) => void,
  ): Promise<Response> => {
    if (isStateChanging(req.method)) {
      if (!options.bearerSecret) assertSameOrigin(req);
      assertJsonContentType(req);
    }
    const session = await readSessionFromCookieValue(req.cookies.get(sessionCookieName())?.value);
    if (session) onSession(session);
    authorize(options.access, session);
    // What anyone may do (send feedback, sign out) a manager with a pending password change may do
    // too: refusing them there only stranded them on the change-password page.
    const pendingChangeBlocks = options.access !== "public" && !options.allowPendingPasswordChange;
    if (session?.kind === "manager" && session.mustChangePassword && pendingChangeBlocks) {
      throw new AppError(
        403,
        "Please choose a new password before continuing.",
        undefined,
        undefined,
        "password_change_required",
      );
    }
    const params = parse(options.params, await ctx.params, "The address is not valid.") as P;
    const query = parse(
      options.query,
      Object.fromEntries(req.nextUrl.searchParams),
      "The query is not valid.",
    ) as Q;
    const body = options.body
      ? (parse(
          options.body,
          await readJsonBody(req, options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES),
          "The request is not valid.",
        ) as B)
      : (undefined as B);
    // A session in use is renewed now and then, so only an unused one reaches the idle timeout.
    const renews = session !== null && needsRenewal(session) && (options.renewsSession?.(query) ?? true);
    const result = await handler({
      req,
      session: session as SessionFor<A>,
      params,
      query,
      body,
      ip: clientAddress(req.headers),
      renewsSession: renews,
      gzip,
    });
    const res = result instanceof Response ? result : NextResponse.json(result ?? { ok: true });
    return renews && session ? await renewSessionCookie(res, session) : res;
  };
  return Object.assign(wrapped, {
    access: options.access,
    schemas: { params: options.params, query: options.query, body: options.body },
  });
}

/** What the request's log line says about a failure: the database's kind of outage, or a 500's error. */
function failureFields(failure: unknown, status: number) {
  if (failure === undefined || status < 500) return {};
  if (isDatabaseUnavailable(failure)) return { database: describeDatabaseFailure(failure) };
  return { err: failure };
}

/** API answers are per user and per moment: nothing caches them unless a route says otherwise. */
function noStoreByDefault(res: Response): Response {
  if (!res.headers.has("Cache-Control")) res.headers.set("Cache-Control", "no-store");
  return res;
}

function authorize(access: AccessRule, session: Session | null) {
  if (access === "public") return;
  if (!session) throw unauthorized();
  if (access === "manager" && session.kind !== "manager")
    throw forbidden("This is available to managers only.");
  if ((access === "hr" || access === "hr-recent") && session.kind !== "hr") {
    throw forbidden("This is available to HR administrators only.");
  }
  if (access === "hr-recent" && !hasRecentSignIn(session)) {
    throw new AppError(
      401,
      "Please confirm your password to continue: this action needs a sign-in from the last 15 minutes.",
      [{ path: "reauth", message: "recent-sign-in-required" }],
      undefined,
      "recent_sign_in_required",
    );
  }
}

function parse<T>(
  schema: ZodType<T> | undefined,
  input: unknown,
  message: string,
): T | Record<string, never> {
  if (!schema) return {};
  // PostgreSQL text cannot hold NUL; refuse it here, for every field, as the user's mistake it is.
  if (containsNul(input)) throw new AppError(400, `${message} Text may not contain NUL characters.`);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new AppError(
    400,
    `${message} ${result.error.issues
      .map((i) => (i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message))
      .slice(0, 3)
      .join("; ")}`.trim(),
    result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
  );
}

export { z };

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object") return false;
  return Object.entries(value).some(([k, v]) => k.includes("\u0000") || containsNul(v, depth + 1));
}

import { NextRequest } from "next/server";
import { encodeSessionToken, sessionCookieName, type SessionClaims } from "@/lib/server/auth/session-token";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

export type CallOptions = {
  method?: string;
  params?: Record<string, string | string[]>;
  body?: unknown;
  rawBody?: string | Uint8Array;
  cookie?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
};

/** Calls a route handler the way Next does, with a real Request and an optional session cookie. */
export async function callRoute(handler: Handler, path: string, options: CallOptions = {}) {
  const url = new URL(`http://localhost${path}`);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set("cookie", options.cookie);
  let body: BodyInit | undefined;
  if (options.rawBody !== undefined) body = options.rawBody as BodyInit;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set("content-type", "application/json");
  }
  const req = new NextRequest(url, { method: options.method ?? (body ? "POST" : "GET"), headers, body });
  const res = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  const text = await res.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json: json as Record<string, unknown> };
}

export async function sessionCookie(claims: Partial<SessionClaims> & Pick<SessionClaims, "kind" | "id" | "name">) {
  const token = await encodeSessionToken({ ver: 1, authAt: Math.floor(Date.now() / 1000), ...claims });
  return `${sessionCookieName()}=${token}`;
}

export function managerCookie(e: { id: number; hrisId: string; name: string }, extra: Partial<SessionClaims> = {}) {
  return sessionCookie({ kind: "manager", id: e.id, hrisId: e.hrisId, name: e.name, ...extra });
}

export function hrCookie(hr: { id: number; username: string }, extra: Partial<SessionClaims> = {}) {
  return sessionCookie({ kind: "hr", id: hr.id, name: hr.username, ...extra });
}

/** The session cookie value a response set, as a request cookie header. */
export function cookieFrom(res: { headers: Headers }) {
  const set = res.headers.get("set-cookie") ?? "";
  const first = set.split(";")[0];
  return first ?? "";
}
